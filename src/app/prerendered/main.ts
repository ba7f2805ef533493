/**
 * The only script a prerendered page loads up front. The page is complete HTML, so the
 * app (React, the router, translations, data) starts only when it is needed:
 * - at once for a member on a page drawn for any visitor (their header shows their area), a
 *   reader of another language (the app renders the page in it) or a visitor with stored work
 *   the page shows (a sign-up draft);
 * - otherwise at the visitor's first input or when the footer comes near; clicks made meanwhile
 *   are held and given again once the app answers (held-clicks.ts).
 * Links, PDFs, the cookie notice and typing into forms work without the app (what was typed is
 * kept when it takes over: typed-values.ts). Its files are fetched while idle.
 */
import { environment, languageCodes } from '../../lib/config';
import { detectLanguage } from '../../lib/language';
import { hasSessionHint } from '../../lib/cookies';
import { APP_READY_EVENT, readPrerenderedState, storedWorkIn } from '../hydration';
import { PAGE_COOKIE_NOTICE_ID } from '../shell/cookie-consent';
import { showCookieNoticeWhenDue } from './cookie-notice';
import { holdClicks } from './held-clicks';
import { onFirstIntent } from './intent';
import { prefetchWhenIdle } from './prefetch';
import { keepTypedValues } from './typed-values';

const state = readPrerenderedState();
const root = document.getElementById('root');
const notice = document.getElementById(PAGE_COOKIE_NOTICE_ID);
const app = state?.app;

/** Only a script of this site, under its own path: the page's JSON never points anywhere else. */
const isOwnScript = (url: string) => url.startsWith(environment.staticPath) && !url.startsWith('//');

if (state && app && root && isOwnScript(app.entry)) {
  // A member's page the server drew for their session already shows their area.
  const memberNotShown = hasSessionHint() && !state.session;
  const startNow = memberNotShown || detectLanguage(languageCodes, environment.defaultLanguage) !== state.language || storedWorkIn(state);
  if (startNow) {
    notice?.remove(); // the app shows its own, in the reader's language
    void import(/* @vite-ignore */ app.entry);
  } else {
    if (notice) void showCookieNoticeWhenDue(notice);
    prefetchWhenIdle(app.prefetch.filter(isOwnScript));
    const typed = keepTypedValues(root);
    const clicks = holdClicks(root);
    window.addEventListener(
      APP_READY_EVENT,
      () => {
        typed.restore();
        clicks.replay();
      },
      { once: true },
    );
    onFirstIntent(() => {
      import(/* @vite-ignore */ app.entry).catch(() => {
        // The app did not load (offline, a new release): held clicks are let go, links still work,
        // and a reload brings the page back whole.
        clicks.release();
        typed.restore();
      });
    }, document.querySelector('footer'));
  }
}
