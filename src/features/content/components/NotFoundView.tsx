import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, StatusMessage, buttonClass } from '../../../ui';

interface NotFoundViewProps {
  text?: string;
  /** Offered when the page may exist but could not be loaded. */
  onRetry?: () => void;
}

export function NotFoundView({ text, onRetry }: NotFoundViewProps) {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('NOT_FOUND.DOCUMENT_TITLE')}</title>
      <StatusMessage
        badge="404"
        title={t('NOT_FOUND.TITLE')}
        text={text ?? t('NOT_FOUND.TEXT')}
        actions={
          <>
            {onRetry && <Button onClick={onRetry}>{t('GENERIC.RETRY')}</Button>}
            <Link className={buttonClass({ variant: onRetry ? 'secondary' : 'primary' })} to="/">
              {t('GENERIC.BACK_HOME')}
            </Link>
          </>
        }
      />
    </>
  );
}
