import { useEffect, useState } from 'react';

/** Modules of the QR image: big enough for a gate's camera at arm's length on a phone screen. */
const QR_WIDTH = 480;

/**
 * The QR code of `text` as a PNG data URL, drawn on the device by the `qrcode` package (no
 * request; the CSP allows data: images), loaded only by the pages that show a code; null until
 * drawn. No transition between codes: the image just changes.
 */
export function useQrImage(text: string): string | null {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('qrcode')
      .then((qrcode) => qrcode.toDataURL(text, { width: QR_WIDTH, margin: 2, errorCorrectionLevel: 'M' }))
      .then((url) => !cancelled && setSource(url));
    return () => {
      cancelled = true;
    };
  }, [text]);
  return source;
}
