import { useTranslation } from 'react-i18next';
import { skipLink } from './SkipLink.css';

/** "Skip to content" link; `targetId` is the id of the page's <main>. */
export function SkipLink({
  targetId,
  label,
}: {
  /** Id of the page's `<main>`, which takes focus. */
  targetId: string;
  /** Link text; "Saltar al contenido" (GENERIC.SKIP_TO_CONTENT) by default. */
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <a className={skipLink} href={`#${targetId}`}>
      {label ?? t('GENERIC.SKIP_TO_CONTENT')}
    </a>
  );
}
