import { useTranslation } from 'react-i18next';
import { useQrImage } from '../../../lib/use-qr-image';
import * as styles from './tickets.css';

/** The ticket's QR code as an image (src/lib/use-qr-image.ts). */
export function TicketQrImage({ text }: { text: string }) {
  const { t } = useTranslation();
  const source = useQrImage(text);
  if (!source) return <div className={styles.qr} />;
  return <img className={styles.qr} src={source} alt={t('TICKETS.TICKET.QR_ALT')} data-testid="ticket-qr" />;
}
