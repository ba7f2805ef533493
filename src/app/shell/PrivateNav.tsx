import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../../lib/session';
import { isCurrentSection, privateSections, type PrivateSection } from './private-sections';
import * as styles from './PrivateNav.css';

/** The "Mi área" navigation for the logged-in user; nothing for a visitor or while the user is read. */
export function PrivateNav() {
  const { data: user, error } = useCurrentUser();
  if (!user || error) return null;
  return <PrivateNavView sections={privateSections(user)} />;
}

/**
 * The member's sections as a strip of tabs under the header: it scrolls sideways on a phone, and
 * brings the current one into view after each navigation.
 */
export function PrivateNavView({ sections }: { sections: readonly PrivateSection[] }) {
  const { t } = useTranslation();
  const { pathname, hash } = useLocation();
  const stripRef = useRef<HTMLUListElement>(null);
  useCurrentIntoView(stripRef, `${pathname}${hash}`);
  return (
    <nav className={styles.nav} aria-label={t('PRIVATE_NAV.LABEL')}>
      <ul ref={stripRef} className={styles.strip}>
        {sections.map((section) => (
          <li key={section.to} className={styles.item}>
            <Link
              className={styles.link}
              to={section.to}
              aria-current={isCurrentSection(section, pathname, hash) ? 'page' : undefined}
            >
              {t(section.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Scrolls the strip (never the page) so the current tab is in view: at once on the first render,
 * smoothly after a navigation unless the reader asked for reduced motion.
 */
function useCurrentIntoView(stripRef: RefObject<HTMLUListElement | null>, address: string) {
  const firstRender = useRef(true);
  useEffect(() => {
    const strip = stripRef.current;
    const current = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    const first = firstRender.current;
    firstRender.current = false;
    if (!strip || !current || strip.scrollWidth <= strip.clientWidth) return;
    const smooth = !first && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const left = current.offsetLeft - (strip.clientWidth - current.offsetWidth) / 2;
    strip.scrollTo({ left: Math.max(0, left), behavior: smooth ? 'smooth' : 'auto' });
  }, [stripRef, address]);
}
