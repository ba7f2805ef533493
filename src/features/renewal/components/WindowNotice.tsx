import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APP_PATHS } from '../../../api/app-paths';
import { lastDayBefore } from '../../../api/renewal-calendar';
import type { RenewalOverview } from '../../../api/renewal';
import { InlineAlert } from '../../../ui';
import { dayText } from '../format';
import * as styles from './Renewal.css';

/** The renewal window: when it opens, until when it is open, or what to do once it closed. */
export function WindowNotice({ data }: { data: RenewalOverview }) {
  const { t, i18n } = useTranslation();
  const { calendar } = data;
  const lastDay = dayText(lastDayBefore(calendar.renewBefore), i18n.language);
  if (data.state === 'NOT_YET') {
    return (
      <InlineAlert tone="info" live={false} title={t('SEASON_RENEWAL.WINDOW.NOT_YET', { date: dayText(calendar.renewalOpensOn, i18n.language) })}>
        <p>{t('SEASON_RENEWAL.WINDOW.NOT_YET_TEXT', { date: lastDay, season: calendar.season })}</p>
      </InlineAlert>
    );
  }
  if (data.state === 'OPEN') return <p className={styles.text}>{t('SEASON_RENEWAL.WINDOW.OPEN', { date: lastDay, season: calendar.season })}</p>;
  const mail = t('CONTACT.EMAIL');
  const phone = t('CONTACT.PHONE');
  return (
    <InlineAlert tone="warning" live={false} title={t('SEASON_RENEWAL.WINDOW.CLOSED', { date: lastDay })}>
      <p>{t('SEASON_RENEWAL.WINDOW.CLOSED_TEXT', { season: calendar.season })}</p>
      <p>
        {t('SEASON_RENEWAL.WINDOW.CLOSED_CONTACT')} <a href={`mailto:${mail}`}>{mail}</a>, <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
      </p>
      <p>
        <Link to={APP_PATHS.waitingList}>{t('SEASON_RENEWAL.WINDOW.WAITING_LIST_LINK')}</Link>
      </p>
    </InlineAlert>
  );
}
