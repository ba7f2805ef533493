import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { documents } from '../../data/campaign';
import { HOME_SECTIONS, MENU_SCROLL_DELAY_MS } from '../../data/sections';
import { scrollToSection, whenElementExists } from './scrollToSection';
import { useActiveSection } from './useActiveSection';
import * as styles from './CampaignMenu.css';

const SECTION_IDS = HOME_SECTIONS.map((section) => section.id);
const delay = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));
const nextFrame = () => new Promise((resolve) => window.requestAnimationFrame(() => window.setTimeout(resolve, 0)));

interface CampaignMenuProps {
  /** On home it sits under the banner and sticks to the top; elsewhere it lives in the header. */
  placement: 'home' | 'header';
  season: string;
}

/**
 * The campaign menu (spec §2): each item scrolls to a home section, going home first (and
 * waiting 100 ms) from any other page; the last item downloads the season's dossier. On phones it
 * folds behind a menu button.
 */
export function CampaignMenu({ placement, season }: CampaignMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onHome = pathname === '/';
  const active = useActiveSection(SECTION_IDS, onHome);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  async function goToSection(event: MouseEvent<HTMLAnchorElement>, id: string) {
    // Let the browser handle "open in new tab" and friends.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(false);
    if (!onHome) {
      await navigate('/');
      await delay(MENU_SCROLL_DELAY_MS);
      await whenElementExists(id);
      // The home may appear only now (a slow phone): the shell then moves focus to the new page in
      // an effect that runs after this commit; focusing the section after the next frame keeps
      // the shell from taking focus back from it.
      await nextFrame();
    }
    scrollToSection(id);
  }

  const navRef = useRef<HTMLElement>(null);
  useCloseOnEscape(open, () => {
    setOpen(false);
    if (navRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
  });

  return (
    <nav
      ref={navRef}
      className={styles.nav({ placement })}
      aria-label={t('CAMPAIGN_MENU.LABEL')}
      data-sticky-top={placement === 'home' ? '' : undefined}
    >
      <div className={styles.inner}>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          <MenuIcon open={open} />
          {t('CAMPAIGN_MENU.TOGGLE')}
        </button>
        <ul id={listId} className={styles.list} data-open={open || undefined}>
          {HOME_SECTIONS.map((section) => (
            <li key={section.id}>
              <a
                className={styles.link}
                href={`/#${section.id}`}
                aria-current={active === section.id ? 'location' : undefined}
                onClick={(event) => void goToSection(event, section.id)}
              >
                {t(section.labelKey)}
              </a>
            </li>
          ))}
          <li>
            <a className={styles.dossier} href={documents.dossier} download onClick={() => setOpen(false)}>
              {t('CAMPAIGN_MENU.DOSSIER', { season })}
            </a>
          </li>
        </ul>
      </div>
    </nav>
  );
}

/** While the phone menu is open, Escape folds it. */
function useCloseOnEscape(open: boolean, close: () => void) {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={open ? 'M5 5l10 10M15 5L5 15' : 'M3 5h14M3 10h14M3 15h14'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
