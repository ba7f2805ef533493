import { useTranslation } from 'react-i18next';
import type { User } from '../../../api/users';
import { DetailList, Panel } from '../../../ui';
import * as styles from './AccountPage.css';

/** A sympathizer's card: with a number (SYMPATHIZER_WITH_NUMBER) or without. */
export function SympathizerPanel({ sympathizer }: { sympathizer: NonNullable<User['sympathizer']> }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('ACCOUNT.SYMPATHIZER.TITLE')}>
      {sympathizer.number === null ? (
        <p className={styles.muted}>{t('ACCOUNT.SYMPATHIZER.NO_NUMBER')}</p>
      ) : (
        <DetailList emptyText={t('ACCOUNT.NOT_GIVEN')} items={[{ term: t('ACCOUNT.SYMPATHIZER.NUMBER'), value: String(sympathizer.number) }]} />
      )}
    </Panel>
  );
}

/** A shareholder's standing (the spec shows no shareholding data: the area says what it is for). */
export function ShareholderPanel() {
  const { t } = useTranslation();
  return (
    <Panel title={t('ACCOUNT.SHAREHOLDER.TITLE')}>
      <p className={styles.muted}>{t('ACCOUNT.SHAREHOLDER.TEXT')}</p>
    </Panel>
  );
}

/** An enterprise administrator's area (the spec shows no company data: who to ask to manage its accounts). */
export function EnterprisePanel() {
  const { t } = useTranslation();
  return (
    <Panel title={t('ACCOUNT.ENTERPRISE.TITLE')}>
      <p className={styles.muted}>{t('ACCOUNT.ENTERPRISE.TEXT')}</p>
    </Panel>
  );
}
