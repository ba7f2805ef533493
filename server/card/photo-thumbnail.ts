/**
 * The small copy of a member's photo the gate downloads (issue 35): 96 × 128 px (the card's 3:4),
 * a JPEG of about 3 kB, so the whole arena's photos fit in one download a gate keeps offline
 * (5,658 members at a 30 kB original would be about 170 MB; as thumbnails, the figure in the
 * server README). Made by the server from the photo itself, so it can only be that photo.
 */
export const THUMBNAIL_WIDTH = 96;
export const THUMBNAIL_HEIGHT = 128;
const JPEG_QUALITY = 70;
/**
 * The app sends a 450 × 600 crop (src/features/account/photo.ts); 2,000 × 2,000 leaves room for
 * any other client's photo, and a decompression bomb (a few kB that decode to gigapixels) stops here.
 */
export const MAX_INPUT_PIXELS = 4_000_000;

/** sharp loads libvips and its threads: some 20 MB a process needs only once a photo comes. */
const loadSharp = async () => (await import('sharp')).default;

/** The thumbnail of a photo data URL, as a JPEG data URL; null when the data is not a readable image. */
export async function photoThumbnail(photo: string): Promise<string | null> {
  const comma = photo.indexOf(',');
  if (!photo.startsWith('data:image/') || comma < 0) return null;
  const sharp = await loadSharp();
  try {
    const jpeg = await sharp(Buffer.from(photo.slice(comma + 1), 'base64'), { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate() // a phone's EXIF orientation
      .resize(THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' }) // a transparent PNG on white, not black
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  } catch {
    return null;
  }
}
