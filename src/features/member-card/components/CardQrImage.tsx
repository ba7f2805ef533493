import { useTranslation } from 'react-i18next';
import { useQrImage } from '../../../lib/use-qr-image';
import * as styles from './MemberCard.css';

/** The card's QR code as an image (src/lib/use-qr-image.ts), loaded with the card only. */
export function CardQrImage({ text }: { text: string }) {
  const { t } = useTranslation();
  const source = useQrImage(text);
  if (!source) return <div className={styles.qr} />;
  return <img className={styles.qr} src={source} alt={t('MEMBER_CARD.QR_ALT')} data-testid="card-qr" />;
}
