import { useTranslation } from 'react-i18next';
import { spinner, wheel } from './Spinner.css';

/** Inline loading indicator, announced politely; text defaults to GENERIC.LOADING (spec §2). */
export function Spinner({ text }: { /** Shown beside the wheel and announced; GENERIC.LOADING by default. */ text?: string }) {
  const { t } = useTranslation();
  return (
    <span className={spinner} role="status" aria-live="polite">
      <span className={wheel} aria-hidden="true" />
      <span>{text ?? t('GENERIC.LOADING')}</span>
    </span>
  );
}
