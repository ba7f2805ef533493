import { Trans, useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../../ui';
import { renewalPayment } from '../../data/campaign';
import { CampaignTime } from './CampaignTime';
import { useCampaignFormat } from './useCampaignFormat';
import * as styles from './CalendarSection.css';

/** How a partner pays the renewal: direct debit in instalments, one payment, or the club card. */
export function RenewalPlan({ season }: { season: string }) {
  const { t } = useTranslation();
  const format = useCampaignFormat(season);
  const { directDebit, directDebitRequestBefore, singlePaymentBefore, clubCardFirstPaymentMonth } = renewalPayment;
  return (
    <div className={styles.plan}>
      <h3 className={styles.planTitle}>{t('CALENDAR.RENEWAL.TITLE')}</h3>
      <p className={styles.intro}>{t('CALENDAR.RENEWAL.INTRO')}</p>
      <ul className={styles.options}>
        <li className={styles.option}>
          <h4 className={styles.optionTitle}>{t('CALENDAR.RENEWAL.DIRECT_DEBIT_TITLE', { instalments: directDebit.length })}</h4>
          <p>
            <Trans
              t={t}
              i18nKey="CALENDAR.RENEWAL.DIRECT_DEBIT_REQUEST"
              values={{ date: format.day(directDebitRequestBefore) }}
              components={{ date: <CampaignTime day={directDebitRequestBefore} format={format} className={styles.date} /> }}
            />
          </p>
          <table className={styles.table}>
            <caption className={visuallyHidden}>{t('CALENDAR.RENEWAL.DIRECT_DEBIT_CAPTION')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('CALENDAR.INSTALMENT')}</th>
                <th scope="col">{t('CALENDAR.CHARGE_DATE')}</th>
                <th scope="col" className={styles.amountCell}>
                  {t('CALENDAR.AMOUNT')}
                </th>
              </tr>
            </thead>
            <tbody>
              {directDebit.map((instalment, index) => (
                <tr key={format.isoDay(instalment.day)}>
                  <th scope="row">{index + 1}</th>
                  <td>
                    <CampaignTime day={instalment.day} format={format} />
                  </td>
                  <td className={styles.amountCell}>{t('CALENDAR.PERCENT', { percent: instalment.percent })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </li>
        <li className={styles.option}>
          <h4 className={styles.optionTitle}>{t('CALENDAR.RENEWAL.SINGLE_TITLE')}</h4>
          <p>
            <Trans
              t={t}
              i18nKey="CALENDAR.RENEWAL.SINGLE_TEXT"
              values={{ date: format.day(singlePaymentBefore) }}
              components={{ date: <CampaignTime day={singlePaymentBefore} format={format} className={styles.date} /> }}
            />
          </p>
        </li>
        <li className={styles.option}>
          <h4 className={styles.optionTitle}>{t('CALENDAR.RENEWAL.CLUB_CARD_TITLE')}</h4>
          <p>{t('CALENDAR.RENEWAL.CLUB_CARD_TEXT', { month: format.month(clubCardFirstPaymentMonth) })}</p>
        </li>
      </ul>
    </div>
  );
}
