import { useTranslation } from 'react-i18next';
import { CardGrid, TestimonyCard } from '../../../../ui';
import { TESTIMONIALS } from '../../data/testimonials';
import { HomeSection } from './HomeSection';

/** Six subscribers in their own words, each with the pass they hold. */
export function TestimonialsSection() {
  const { t } = useTranslation();
  return (
    <HomeSection id="testimonios" title={t('TESTIMONIALS.TITLE')} subtitle={t('TESTIMONIALS.SUBTITLE')}>
      <CardGrid columns={3}>
        {TESTIMONIALS.map((testimonial) => (
          <TestimonyCard
            key={testimonial.id}
            name={t(`TESTIMONIALS.ITEMS.${testimonial.id}.NAME`)}
            passType={t(`TESTIMONIALS.PASS_TYPE.${testimonial.pass.toUpperCase().replace('-', '_')}`)}
            quote={t(`TESTIMONIALS.ITEMS.${testimonial.id}.QUOTE`)}
            imgUrl={testimonial.image}
          />
        ))}
      </CardGrid>
    </HomeSection>
  );
}
