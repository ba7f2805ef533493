import { Trans, useTranslation } from 'react-i18next';
import { officeHours } from '../../data/campaign';
import * as styles from './ContactSection.css';

/** 2024-01-01 was a Monday: ISO day n (1 = Monday) is 1 January 2024 + n − 1. */
const weekday = (isoDay: number) => new Date(2024, 0, isoDay);

/** "9:00" → "09:00" for <time dateTime>. */
const isoTime = (time: string) => time.padStart(5, '0');

/** The office's opening hours as a definition list: the days, then one line per time slot. */
export function OfficeHours() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const dayName = new Intl.DateTimeFormat(locale, { weekday: 'long' });
  const timeFormat = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
  const clock = (time: string) => {
    const [hours = 0, minutes = 0] = time.split(':').map(Number);
    return timeFormat.format(new Date(2024, 0, 1, hours, minutes));
  };
  return (
    <div className={styles.panel}>
      <h3 className={styles.panelTitle}>{t('CONTACT.HOURS_TITLE')}</h3>
      <dl className={styles.hours}>
        {officeHours.map((range) => (
          <div key={range.fromDay} className={styles.hoursRow}>
            <dt className={styles.days}>
              {range.fromDay === range.toDay
                ? t('CONTACT.ONE_DAY', { day: dayName.format(weekday(range.fromDay)) })
                : t('CONTACT.DAY_RANGE', {
                    from: dayName.format(weekday(range.fromDay)),
                    to: dayName.format(weekday(range.toDay)),
                  })}
            </dt>
            {range.slots.map((slot) => (
              <dd key={slot.from}>
                <Trans
                  t={t}
                  i18nKey="CONTACT.TIME_RANGE"
                  values={{ from: clock(slot.from), to: clock(slot.to) }}
                  components={{ from: <time dateTime={isoTime(slot.from)} />, to: <time dateTime={isoTime(slot.to)} /> }}
                />
              </dd>
            ))}
          </div>
        ))}
      </dl>
    </div>
  );
}
