import { Close } from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { closeButton } from './dialog.css';

/** The × of every dialog: a real button named "Cerrar". */
export function CloseButton({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Close className={closeButton} aria-label={label ?? t('OVERLAY.CLOSE')}>
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
        <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </Close>
  );
}
