import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import * as styles from './CookieNotice.css';

interface CookieNoticeProps {
  /** Cookies-policy page; the link is left out when the page does not exist. */
  policyHref?: string;
  /** The accept button; the app stores the answer and hides the notice. */
  onAccept: () => void;
  /** The notice; COOKIES.TEXT by default. */
  text?: string;
  /** Text of the policy link; COOKIES.POLICY_LINK by default. */
  policyLabel?: string;
  /** Text of the accept button; COOKIES.ACCEPT by default. */
  acceptLabel?: string;
  /** Renders the policy link (a router link in the app); a plain anchor by default. */
  renderLink?: (href: string, label: string, className: string) => React.ReactNode;
}

/** Bottom notice about cookies; the app decides when it shows and stores the answer. */
export function CookieNotice({ policyHref, onAccept, text, policyLabel, acceptLabel, renderLink }: CookieNoticeProps) {
  const { t } = useTranslation();
  const label = policyLabel ?? t('COOKIES.POLICY_LINK');
  return (
    <section className={styles.notice} aria-label={t('COOKIES.REGION')}>
      <p className={styles.text}>
        {text ?? t('COOKIES.TEXT')}{' '}
        {policyHref &&
          (renderLink ? (
            renderLink(policyHref, label, styles.link)
          ) : (
            <a className={styles.link} href={policyHref}>
              {label}
            </a>
          ))}
      </p>
      <Button variant="primary" size="small" onClick={onAccept}>
        {acceptLabel ?? t('COOKIES.ACCEPT')}
      </Button>
    </section>
  );
}
