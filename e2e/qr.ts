import { expect, type Locator } from '@playwright/test';
import jsQR from 'jsqr';

/**
 * The text of the QR code an element shows, read as a camera would: a screenshot of the element
 * (whatever draws it: an image, a canvas, a video), its pixels taken in the page, decoded with
 * jsQR here. Throws when no QR code is found.
 */
export async function readQrText(element: Locator): Promise<string> {
  await expect(element).toBeVisible();
  const png = (await element.screenshot({ animations: 'disabled' })).toString('base64');
  const { width, height, pixels } = await element.page().evaluate(async (base64) => {
    // A data URL: no request, so it works with the browser offline.
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = new OffscreenCanvas(image.naturalWidth, image.naturalHeight);
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    return { width: canvas.width, height: canvas.height, pixels: Array.from(data) };
  }, png);
  const code = jsQR(Uint8ClampedArray.from(pixels), width, height);
  if (!code) throw new Error('No QR code in the element');
  return code.data;
}
