import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APP_PATHS } from '../../api/app-paths';
import { isSitePath } from '../../api/footer-template';
import { sponsorGroupIds, type Information } from '../../api/pages';
import { Button, NewTabHint, newTabProps, SponsorFooter, Spinner } from '../../ui';
import * as styles from './Footer.css';


export type FooterState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; information: Information };

interface FooterViewProps {
  state: FooterState;
  onRetry?: () => void;
  year: number;
  /** Maps a site path to the same page in the reader's language; identity by default. */
  localizePath?: (path: string) => string;
}

const samePath = (path: string) => path;

/** Sponsors, club contact, legal and social links, all from GET pages/information. */
export function FooterView({ state, onRetry, year, localizePath = samePath }: FooterViewProps) {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {state.status === 'loading' && <Spinner />}
        {state.status === 'failed' && (
          <div className={styles.problem} role="status">
            <p>{t('FOOTER.LOAD_FAILED')}</p>
            {onRetry && (
              <Button variant="secondary" size="small" onClick={onRetry}>
                {t('GENERIC.RETRY')}
              </Button>
            )}
          </div>
        )}
        {state.status === 'loaded' && <FooterContent information={state.information} localizePath={localizePath} />}
        {/* Always there, even when the club's data did not load: how a visitor finds the games. */}
        <p>
          <Link className={styles.link} to={APP_PATHS.games}>
            {t('GAMES.FOOTER_LINK')}
          </Link>
        </p>
        <p className={styles.muted}>{t('FOOTER.COPYRIGHT', { year, club: t('CLUB.NAME') })}</p>
      </div>
    </footer>
  );
}

function FooterContent({ information, localizePath }: { information: Information; localizePath: (path: string) => string }) {
  const { t } = useTranslation();
  const groups = sponsorGroupIds.map((id) => ({
    id,
    title: t(`FOOTER.SPONSOR_GROUPS.${id}`),
    items: information.sponsors[id],
  }));
  return (
    <>
      <section aria-labelledby="footer-sponsors">
        <h2 id="footer-sponsors" className={styles.heading}>
          {t('FOOTER.SPONSORS')}
        </h2>
        <SponsorFooter groups={groups} headingLevel={3} />
      </section>
      <div className={styles.columns}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t('FOOTER.CONTACT')}
          </h2>
          <address className={styles.contact}>
            <span>{information.contact.name}</span>
            <span>{information.contact.address}</span>
            <a className={styles.link} href={`tel:${information.contact.phone.replace(/\s+/g, '')}`}>
              {information.contact.phone}
            </a>
            <a className={styles.link} href={`mailto:${information.contact.mail}`}>
              {information.contact.mail}
            </a>
          </address>
        </section>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={styles.heading}>
            {t('FOOTER.LEGAL')}
          </h2>
          <ul className={styles.list}>
            {information.legalLinks.map((link) => (
              <li key={link.id}>
                <FooterLink url={link.url} label={t(`FOOTER.LEGAL_LINKS.${link.id}`)} localizePath={localizePath} />
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-social">
          <h2 id="footer-social" className={styles.heading}>
            {t('FOOTER.SOCIAL')}
          </h2>
          <ul className={styles.list}>
            {information.socialLinks.map((link) => (
              <li key={link.id}>
                <FooterLink url={link.url} label={t(`FOOTER.SOCIAL_LINKS.${link.id}`)} localizePath={localizePath} />
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}

/** Paths of this site stay in the app; other sites open in a new tab. */
function FooterLink({ url, label, localizePath }: { url: string; label: string; localizePath: (path: string) => string }) {
  if (isSitePath(url)) {
    return (
      <Link className={styles.link} to={localizePath(url)}>
        {label}
      </Link>
    );
  }
  return (
    <a className={styles.link} href={url} {...newTabProps}>
      {label}
      <NewTabHint />
    </a>
  );
}
