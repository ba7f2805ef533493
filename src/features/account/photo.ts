import { photoDataUrlSchema } from '../../api/users';

/** The member card's photo: 3 wide by 4 high, sent at 450 × 600 px (sharp on the card, small to send). */
export const CARD_PHOTO = { width: 450, height: 600 } as const;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** A phone's photo is a few MB; beyond this it is not a photo of a person worth decoding on a phone. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

export type PhotoProblem = 'type' | 'size' | 'unreadable';

/** Checked before anything is decoded or sent. */
export function checkPhotoFile(file: { type: string; size: number }): PhotoProblem | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAX_PHOTO_BYTES) return 'size';
  return null;
}

/** The largest centred rectangle of the card's ratio inside an image of this size. */
export function cardCrop(width: number, height: number) {
  const ratio = CARD_PHOTO.width / CARD_PHOTO.height;
  const cropWidth = Math.min(width, height * ratio);
  const cropHeight = cropWidth / ratio;
  return { x: (width - cropWidth) / 2, y: (height - cropHeight) / 2, width: cropWidth, height: cropHeight };
}

/**
 * Crops a photo to the card's ratio around its centre and encodes it as a JPEG data URL the
 * server accepts (lowering the quality until it fits). Rejects with 'unreadable' when the
 * browser cannot decode the file.
 */
export async function cropToCard(file: Blob): Promise<string> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error('unreadable');
  }
  const canvas = document.createElement('canvas');
  canvas.width = CARD_PHOTO.width;
  canvas.height = CARD_PHOTO.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('unreadable');
  const crop = cardCrop(bitmap.width, bitmap.height);
  context.drawImage(bitmap, crop.x, crop.y, crop.width, crop.height, 0, 0, CARD_PHOTO.width, CARD_PHOTO.height);
  bitmap.close();
  for (const quality of [0.85, 0.7, 0.55, 0.4]) {
    const dataUrl = canvas.toDataURL('image/jpeg', quality);
    if (photoDataUrlSchema.safeParse(dataUrl).success) return dataUrl;
  }
  throw new Error('unreadable');
}
