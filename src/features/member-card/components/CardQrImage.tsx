import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './MemberCard.css';

/** Modules of the QR image: big enough for a gate's camera at arm's length on a phone screen. */
const QR_WIDTH = 480;

/**
 * The QR code of `text` as an image: the `qrcode` package draws it as a PNG data URL, here on the
 * device (no request; the CSP allows data: images). Loaded with the card only. No transition
 * between codes: the image just changes.
 */
export function CardQrImage({ text }: { text: string }) {
  const { t } = useTranslation();
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
  if (!source) return <div className={styles.qr} />;
  return <img className={styles.qr} src={source} alt={t('MEMBER_CARD.QR_ALT')} data-testid="card-qr" />;
}
