import { useTranslation } from 'react-i18next';
import { APP_PATHS } from '../../../api/app-paths';
import { SummaryCard } from '../../../ui';
import { renderRouterLink } from '../../../lib/router-link';
import * as styles from './Home.css';

/** The shareholder's and the enterprise admin's own area, one tap from their home. */
export function AreaCard({ area }: { area: 'SHAREHOLDER' | 'ENTERPRISE' }) {
  const { t } = useTranslation();
  const action =
    area === 'SHAREHOLDER'
      ? { label: t('ACCOUNT.SHAREHOLDER.LINK'), href: APP_PATHS.shareholderArea }
      : { label: t('MEMBER_HOME.ENTERPRISE_LINK'), href: APP_PATHS.enterpriseProfile };
  return (
    <SummaryCard title={t(`ACCOUNT.${area}.TITLE`)} action={action} renderLink={renderRouterLink}>
      <p className={styles.text}>{t(`ACCOUNT.${area}.TEXT`)}</p>
    </SummaryCard>
  );
}
