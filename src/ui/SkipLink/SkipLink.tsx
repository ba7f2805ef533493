import { useTranslation } from 'react-i18next';
import { skipLink } from './SkipLink.css';

/** "Skip to content" link; `targetId` is the id of the page's <main>. */
export function SkipLink({ targetId, label }: { targetId: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <a className={skipLink} href={`#${targetId}`}>
      {label ?? t('GENERIC.SKIP_TO_CONTENT')}
    </a>
  );
}
