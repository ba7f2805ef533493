import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router-dom';
import { VisuallyHidden } from '../../ui';
import { bar } from './NavigationProgress.css';

/** A thin bar while the next page's data loads; announced once to screen readers. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const loading = useNavigation().state === 'loading';
  return (
    <div role="status" aria-live="polite">
      {loading && (
        <>
          <div className={bar} aria-hidden="true" />
          <VisuallyHidden>{t('GENERIC.LOADING')}</VisuallyHidden>
        </>
      )}
    </div>
  );
}
