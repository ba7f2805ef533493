import { Trans, useTranslation } from 'react-i18next';
import { newMembers } from '../../data/campaign';
import { CampaignTime } from './CampaignTime';
import { useCampaignFormat } from './useCampaignFormat';
import * as styles from './CalendarSection.css';

/** New and returning members: when they can sign up (a dated timeline) and how they pay. */
export function NewMembersPlan({ season }: { season: string }) {
  const { t } = useTranslation();
  const format = useCampaignFormat(season);
  const { preReservationFrom, signUpFrom, splitPercent, splitDebitDay } = newMembers;
  // In date order: the pre-reservation list opens first.
  const milestones = [
    { day: preReservationFrom, textKey: 'CALENDAR.NEW_MEMBERS.PRE_RESERVATION' },
    { day: signUpFrom, textKey: 'CALENDAR.NEW_MEMBERS.SIGN_UP' },
  ].sort((a, b) => format.isoDay(a.day).localeCompare(format.isoDay(b.day)));
  return (
    <div className={styles.plan}>
      <h3 className={styles.planTitle}>{t('CALENDAR.NEW_MEMBERS.TITLE')}</h3>
      <p className={styles.intro}>{t('CALENDAR.NEW_MEMBERS.INTRO')}</p>
      <ol className={styles.timeline}>
        {milestones.map(({ day, textKey }) => (
          <li key={textKey} className={styles.milestone}>
            <p className={styles.when}>
              <Trans
                t={t}
                i18nKey="CALENDAR.FROM_DATE"
                values={{ date: format.day(day) }}
                components={{ date: <CampaignTime day={day} format={format} /> }}
              />
            </p>
            <p>{t(textKey)}</p>
          </li>
        ))}
      </ol>
      <h4 className={styles.optionTitle}>{t('CALENDAR.NEW_MEMBERS.PAY_TITLE')}</h4>
      <ul className={styles.bullets}>
        <li>{t('CALENDAR.NEW_MEMBERS.PAY_AT_ONCE')}</li>
        <li>
          <Trans
            t={t}
            i18nKey="CALENDAR.NEW_MEMBERS.PAY_SPLIT"
            values={{ percent: splitPercent, rest: 100 - splitPercent, date: format.day(splitDebitDay) }}
            components={{ date: <CampaignTime day={splitDebitDay} format={format} className={styles.date} /> }}
          />
        </li>
      </ul>
    </div>
  );
}
