import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ButtonLink, NewTabHint, newTabProps } from '../../../../ui';
import { documents, passRoute, telecomPromo } from '../../data/campaign';
import { PassHero } from './PassHero';
import { usePassText } from './usePassText';
import * as styles from './page.css';

interface PromoPageViewProps {
  season: string;
  /** External shop page where the pass is bought: a plain link in the same tab. */
  ticketingUrl: string;
}

const IMAGE = { src: '/img/campaign/pagina-promo-embou.svg', width: 640, height: 360 };

/** The Embou telecom promotion for pass holders (spec §2, §9): bonus, free shirt, conditions PDF. */
export function PromoPageView({ season, ticketingUrl }: PromoPageViewProps) {
  const { t, price } = usePassText();
  const values = { season, bonus: price(telecomPromo.bonusEuros) };
  const titleId = useId();
  const giftsId = useId();
  const stepsId = useId();
  const conditionsId = useId();
  const gifts = ['BONUS', ...(telecomPromo.freeShirt ? ['SHIRT'] : [])];
  return (
    <article aria-labelledby={titleId}>
      <title>{t('PROMO.DOCUMENT_TITLE', values)}</title>
      <PassHero
        titleId={titleId}
        eyebrow={t('PROMO.EYEBROW', values)}
        title={t('PROMO.TITLE')}
        lead={t('PROMO.LEAD', values)}
        image={IMAGE}
        actions={
          <ButtonLink href={ticketingUrl} size="large">
            {t('PASSES.CTA')}
          </ButtonLink>
        }
      />
      <div className={styles.body}>
        <section className={styles.card} aria-labelledby={giftsId}>
          <h2 id={giftsId} className={styles.heading}>
            {t('PROMO.GIFTS.TITLE')}
          </h2>
          <ul className={styles.checkList}>
            {gifts.map((gift) => (
              <li key={gift}>{t(`PROMO.GIFTS.${gift}`, values)}</li>
            ))}
          </ul>
        </section>
        <section className={styles.card} aria-labelledby={stepsId}>
          <h2 id={stepsId} className={styles.heading}>
            {t('PROMO.STEPS.TITLE')}
          </h2>
          <ol className={styles.steps}>
            {(['1', '2', '3'] as const).map((step) => (
              <li key={step}>{t(`PROMO.STEPS.${step}`, values)}</li>
            ))}
          </ol>
        </section>
        <section className={`${styles.card} ${styles.wide}`} aria-labelledby={conditionsId}>
          <h2 id={conditionsId} className={styles.heading}>
            {t('PROMO.CONDITIONS.TITLE')}
          </h2>
          <ul className={styles.checkList}>
            {(['1', '2', '3', '4'] as const).map((condition) => (
              <li key={condition}>{t(`PROMO.CONDITIONS.${condition}`, values)}</li>
            ))}
          </ul>
          <p>
            <a href={documents.promoConditions} {...newTabProps}>
              {t('PROMO.CONDITIONS.PDF')}
              <NewTabHint />
            </a>
          </p>
        </section>
        <p className={styles.footerNav}>
          <Link to={passRoute('abono-club')}>{t('PROMO.ALL_ADVANTAGES')}</Link>
        </p>
      </div>
    </article>
  );
}
