import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FaqAccordion } from '../../../../ui';
import { faqItems } from '../../data/faq';
import { HomeSection } from './HomeSection';
import { useCampaignFormat } from './useCampaignFormat';
import * as styles from './FaqSection.css';

/** The 15 frequent questions: first open, one at a time (the kit's accordion keeps the rules). */
export function FaqSection({ season }: { season: string }) {
  const { t } = useTranslation();
  const format = useCampaignFormat(season);
  const items = useMemo(() => faqItems(season, format), [season, format]);
  return (
    <HomeSection id="faqs" title={t('FAQ.TITLE')} subtitle={t('FAQ.SUBTITLE')}>
      <div className={styles.accordion}>
        <FaqAccordion items={items} headingLevel={3} />
      </div>
    </HomeSection>
  );
}
