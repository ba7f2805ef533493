import { useTranslation } from 'react-i18next';
import { HomeSection } from './HomeSection';
import { NewMembersPlan } from './NewMembersPlan';
import { PaymentMethods } from './PaymentMethods';
import { RenewalPlan } from './RenewalPlan';
import * as styles from './CalendarSection.css';

/** Calendar and payment methods: renewing partners, new members, and the ways to pay (spec §9). */
export function CalendarSection({ season }: { season: string }) {
  const { t } = useTranslation();
  return (
    <HomeSection id="calendario" tone="alt" title={t('CALENDAR.TITLE')} subtitle={t('CALENDAR.SUBTITLE', { season })}>
      <div className={styles.plans}>
        <RenewalPlan season={season} />
        <NewMembersPlan season={season} />
      </div>
      <PaymentMethods />
    </HomeSection>
  );
}
