import { useTranslation } from 'react-i18next';
import { Button, ConfirmDialog, InlineAlert } from '../../../ui';
import type { RenewStatus } from '../use-renew-secret';
import * as styles from './MemberCard.css';

export interface RenewSecretViewProps {
  status: RenewStatus;
  /** The button: opens the confirmation. */
  onAsk: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "He cambiado de móvil": a new secret for the card, after a confirmation that says what the old phone loses. */
export function RenewSecretView({ status, onAsk, onConfirm, onCancel }: RenewSecretViewProps) {
  const { t } = useTranslation();
  const renewing = status === 'renewing';
  return (
    <section className={`${styles.stack} ${styles.screenOnly}`} aria-labelledby="renew-secret-button">
      <p className={styles.note}>{t('MEMBER_CARD.RENEW.HINT')}</p>
      <div className={styles.actions}>
        {/* aria-disabled, not disabled: the button keeps the focus the dialog gave back to it. */}
        <Button id="renew-secret-button" variant="secondary" size="small" aria-disabled={renewing} onClick={renewing ? undefined : onAsk}>
          {t('MEMBER_CARD.RENEW.BUTTON')}
        </Button>
      </div>
      <div role="status">
        {renewing && <p className={styles.note}>{t('MEMBER_CARD.RENEW.RENEWING')}</p>}
        {status === 'done' && <InlineAlert tone="success" live={false}>{t('MEMBER_CARD.RENEW.DONE')}</InlineAlert>}
      </div>
      {(status === 'error' || status === 'limited') && (
        <InlineAlert tone="error">{t(status === 'limited' ? 'MEMBER_CARD.RENEW.LIMITED' : 'MEMBER_CARD.RENEW.ERROR')}</InlineAlert>
      )}
      <ConfirmDialog
        open={status === 'confirming'}
        title={t('MEMBER_CARD.RENEW.CONFIRM_TITLE')}
        text={t('MEMBER_CARD.RENEW.CONFIRM_TEXT')}
        confirmText={t('MEMBER_CARD.RENEW.CONFIRM')}
        cancelText={t('MEMBER_CARD.RENEW.CANCEL')}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </section>
  );
}
