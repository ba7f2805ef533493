import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../VisuallyHidden';

/** A link to another site opens in a new tab without a handle on this page. */
export const newTabProps = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Tells screen-reader users that the link opens a new tab (GENERIC.NEW_TAB). */
export function NewTabHint() {
  const { t } = useTranslation();
  return <VisuallyHidden> {t('GENERIC.NEW_TAB')}</VisuallyHidden>;
}
