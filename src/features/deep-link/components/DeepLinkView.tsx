import { useTranslation } from 'react-i18next';
import { Spinner, StatusMessage } from '../../../ui';

/** /dl/:token while the link resolves (spec §2: a loading screen, then the redirect). */
export function DeepLinkView() {
  const { t } = useTranslation();
  return <StatusMessage title={t('DEEP_LINK.TITLE')} actions={<Spinner text={t('DEEP_LINK.LOADING')} />} />;
}
