import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../../ui';
import { documents, type PassSlug } from '../../data/campaign';
import { nextSeason, PASS_PAGES } from '../../data/passes';
import { PassAdvantages } from './PassAdvantages';
import { PassHero } from './PassHero';
import { PassPrice } from './PassPrice';
import { usePassText } from './usePassText';
import { PASS_TYPES_HREF } from './links';
import * as styles from './page.css';

interface PassPageViewProps {
  slug: PassSlug;
  season: string;
  /** External shop page where the pass is bought: a plain link in the same tab. */
  ticketingUrl: string;
}

/**
 * One pass-type page (spec §2): title, price, what is included, who it is for, the advantages
 * where the pass has them, the flyer and "Abónate ahora". Which blocks and numbers each pass
 * shows comes from `PASS_PAGES`; this view only lays them out.
 */
export function PassPageView({ slug, season, ticketingUrl }: PassPageViewProps) {
  const content = PASS_PAGES[slug];
  const extra = { season, nextSeason: nextSeason(season) };
  const { t, text } = usePassText(extra);
  const key = (rest: string) => `PASSES.${content.textKey}.${rest}`;
  const titleId = useId();
  const includedId = useId();
  const audienceId = useId();
  return (
    <article aria-labelledby={titleId}>
      <title>{t(key('DOCUMENT_TITLE'), { season })}</title>
      <PassHero
        titleId={titleId}
        eyebrow={t('PASSES.SEASON', { season })}
        title={t(key('NAME'))}
        badge={content.ageLine ? text(content.ageLine) : undefined}
        lead={t(key('LEAD'), extra)}
        image={content.image}
        actions={
          <>
            <ButtonLink href={ticketingUrl} size="large">
              {t('PASSES.CTA')}
            </ButtonLink>
            <ButtonLink href={documents.flyers[slug]} variant="secondary" size="large" newTab>
              {t('PASSES.FLYER')}
            </ButtonLink>
          </>
        }
      />
      <div className={styles.body}>
        <PassPrice className={styles.tall} content={content} extra={extra} />
        <section className={styles.card} aria-labelledby={includedId}>
          <h2 id={includedId} className={styles.heading}>
            {t('PASSES.SECTIONS.INCLUDED')}
          </h2>
          <ul className={styles.checkList}>
            {content.included.map((item) => (
              <li key={item.key}>{text(item)}</li>
            ))}
          </ul>
        </section>
        <section className={styles.card} aria-labelledby={audienceId}>
          <h2 id={audienceId} className={styles.heading}>
            {t('PASSES.SECTIONS.AUDIENCE')}
          </h2>
          <p>{text(content.audience)}</p>
        </section>
        {content.advantages ? <PassAdvantages {...content.advantages} /> : null}
        <p className={styles.footerNav}>
          <Link to={PASS_TYPES_HREF}>{t('PASSES.BACK')}</Link>
        </p>
      </div>
    </article>
  );
}
