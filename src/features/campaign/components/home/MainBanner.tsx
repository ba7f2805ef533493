import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../ui';
import { documents } from '../../data/campaign';
import * as styles from './MainBanner.css';

interface MainBannerProps {
  season: string;
  /** External shop page where the pass is bought. */
  ticketingUrl: string;
}

/**
 * The campaign's opening banner, the page's h1. Above the fold: text and CSS only (no image to
 * wait for, nothing that changes size once loaded).
 */
export function MainBanner({ season, ticketingUrl }: MainBannerProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.inner}>
        <p className={styles.season}>{t('HOME.SEASON', { season })}</p>
        <h1 id="home-title" className={styles.title}>
          {t('HOME.TITLE')}
        </h1>
        <p className={styles.lead}>{t('HOME.LEAD')}</p>
        <div className={styles.actions}>
          {/* Buying happens in the external shop: a plain link in the same tab (spec §2, §7). */}
          <ButtonLink className={styles.cta} href={ticketingUrl}>
            {t('HOME.CTA')}
          </ButtonLink>
          {/* `download` like the campaign menu's dossier item: the PDF is saved, the page stays. */}
          <ButtonLink className={styles.dossier} href={documents.dossier} download>
            {t('HOME.DOSSIER', { season })}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
