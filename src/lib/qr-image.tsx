import { useQrImage } from './use-qr-image';

export interface QrImageProps {
  /** What the code holds. */
  text: string;
  /** What the image is, for a screen reader. */
  alt: string;
  /** The image's size and spacing; an empty box of that size stands in until the code is drawn. */
  className: string;
  testId: string;
}

/** A QR code as an image (use-qr-image.ts): a game's ticket, a guest's pass. */
export function QrImage({ text, alt, className, testId }: QrImageProps) {
  const source = useQrImage(text);
  if (!source) return <div className={className} />;
  return <img className={className} src={source} alt={alt} data-testid={testId} />;
}
