import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_PHOTO } from '../db/seed-data/demo-photo.ts';
import { MAX_INPUT_PIXELS, photoThumbnail, THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from './photo-thumbnail.ts';

const bytesOf = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');

/** A photo as a phone sends it after cropping: a large, noisy JPEG (noise does not compress). */
async function phonePhoto(width: number, height: number): Promise<string> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
  const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

describe('the gate thumbnail of a photo', () => {
  it('is a 96 × 128 JPEG of a few kilobytes, whatever the photo', async () => {
    const large = await phonePhoto(900, 1200);
    expect(bytesOf(large).length).toBeGreaterThan(200_000);
    for (const photo of [DEMO_PHOTO, large]) {
      const thumbnail = await photoThumbnail(photo);
      expect(thumbnail).toMatch(/^data:image\/jpeg;base64,/);
      const bytes = bytesOf(thumbnail!);
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: THUMBNAIL_WIDTH, height: THUMBNAIL_HEIGHT });
      expect(bytes.length).toBeLessThan(8_000);
    }
  });

  it('is null for data that is not a readable image, however it is labelled', async () => {
    expect(await photoThumbnail(`data:image/png;base64,${Buffer.from('not a png at all').toString('base64')}`)).toBeNull();
    expect(await photoThumbnail(`data:image/jpeg;base64,${bytesOf(await phonePhoto(40, 40)).subarray(0, 200).toString('base64')}`)).toBeNull();
    expect(await photoThumbnail('data:text/html;base64,PGI+')).toBeNull();
    expect(await photoThumbnail('')).toBeNull();
  });

  it('is null for a decompression bomb: a small file that would decode to more than 4 megapixels', async () => {
    const bomb = await sharp({ create: { width: 5_000, height: 5_000, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(300_000); // within what the upload accepts
    expect(await photoThumbnail(`data:image/png;base64,${bomb.toString('base64')}`)).toBeNull();
    expect(MAX_INPUT_PIXELS).toBeLessThan(5_000 * 5_000);
  });
});
