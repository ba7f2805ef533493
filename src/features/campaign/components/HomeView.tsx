import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui';
import * as styles from './HomeView.css';

interface HomeViewProps {
  season: string;
  /** External shop page where the pass is bought (plain link, spec §7). */
  ticketingUrl: string;
}

/** The campaign's opening banner: for now the whole home page. */
export function HomeView({ season, ticketingUrl }: HomeViewProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <title>{t('HOME.DOCUMENT_TITLE', { season })}</title>
      <div className={styles.inner}>
        <p className={styles.season}>{t('HOME.SEASON', { season })}</p>
        <h1 id="home-title" className={styles.title}>
          {t('HOME.TITLE')}
        </h1>
        <p className={styles.lead}>{t('HOME.LEAD')}</p>
        <ButtonLink className={styles.cta} href={ticketingUrl}>
          {t('HOME.CTA')}
        </ButtonLink>
      </div>
    </section>
  );
}
