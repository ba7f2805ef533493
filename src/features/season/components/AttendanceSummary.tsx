import { useTranslation } from 'react-i18next';
import type { Attendance } from '../../../api/season';
import { ProgressBar } from '../../../ui';
import { attendanceMessage } from '../attendance';
import * as styles from './Season.css';

/** The attendance figure, what it means for the renewal, and the rule that counts it. */
export function AttendanceSummary({ attendance }: { attendance: Attendance }) {
  const { t } = useTranslation();
  const message = attendanceMessage(attendance);
  const { attended, total, discountPercent: percent } = attendance;
  return (
    <section aria-labelledby="season-attendance-heading" className={styles.block}>
      <h2 id="season-attendance-heading" className={styles.heading}>
        {t('SEASON.ATTENDANCE.TITLE')}
      </h2>
      <ProgressBar
        label={t('SEASON.ATTENDANCE.FIGURE_LABEL')}
        value={attended}
        max={total}
        valueText={t('SEASON.ATTENDANCE.FIGURE', { attended, total })}
      />
      <p className={styles.strong}>
        {message.kind === 'earned'
          ? t('SEASON.ATTENDANCE.EARNED', { attended, total, percent })
          : message.kind === 'reachable'
            ? t('SEASON.ATTENDANCE.REACHABLE', { count: message.left, attended, total, percent })
            : t('SEASON.ATTENDANCE.UNREACHABLE', { attended, total, percent })}
      </p>
      <p className={styles.muted}>{t('SEASON.ATTENDANCE.RULE')}</p>
    </section>
  );
}
