import { useTranslation } from 'react-i18next';
import { clubDate, clubTime } from '../../../api/game-time';
import * as styles from './games.css';

/** "domingo, 5 de octubre de 2025 · 18:00 (hora de Madrid)", with the instant for machines. */
export function GameWhen({ startsAt }: { startsAt: string }) {
  const { t, i18n } = useTranslation();
  return (
    <p className={styles.when}>
      <time dateTime={startsAt}>{t('GAMES.WHEN', { date: clubDate(startsAt, i18n.language), time: clubTime(startsAt, i18n.language) })}</time>
    </p>
  );
}
