import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './tickets.css';

/** Modules of the QR image: big enough for a gate's camera at arm's length on a phone screen. */
const QR_WIDTH = 480;

/** The QR code of `text` as an image, drawn on the device by the `qrcode` package (no request). */
export function TicketQrImage({ text }: { text: string }) {
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
  return <img className={styles.qr} src={source} alt={t('TICKETS.TICKET.QR_ALT')} data-testid="ticket-qr" />;
}
