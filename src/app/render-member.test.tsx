import { beforeAll, describe, expect, it } from 'vitest';
import { APP_PATHS } from '../api/app-paths';
import es from '../locales/es.json';
import { homes, homeUsers } from '../../stories/fixtures/home';
import { languageOfBrowser, MEMBER_PAGE_CALLS, renderMemberPage } from './render-member';
import { initServerI18n } from './server-i18n';

const [USER_KEY, HOME_KEY] = MEMBER_PAGE_CALLS[APP_PATHS.memberHome]!;
const draw = (home: unknown, user: unknown = homeUsers.partner) => renderMemberPage(APP_PATHS.memberHome, 'http://member-page.local', { [USER_KEY!]: user, [HOME_KEY!]: home });

describe('the member’s home drawn for the server', () => {
  beforeAll(() => initServerI18n('es', es));

  it('is the app’s home for that member, with the answers it was drawn from for the app to start with', async () => {
    const page = await draw(homes.partner);
    expect(page).not.toBeNull();
    expect(page!.markup).toContain(`Hola, ${homeUsers.partner.name}`);
    expect(page!.markup).toContain('aria-label="Mi área"');
    expect(page!.markup).toContain('<title>');
    // Written in place, with no script to reveal it (the pages' CSP runs none inline).
    expect(/<main[^>]*>(.*)<\/main>/s.exec(page!.markup)?.[1]).toContain(`Hola, ${homeUsers.partner.name}`);
    expect(page!.markup).not.toContain('<script');
    expect(page!.state).toMatchObject({ language: 'es', session: { data: { [USER_KEY!]: homeUsers.partner, [HOME_KEY!]: homes.partner } } });
  });

  it('draws each kind’s home', async () => {
    for (const kind of ['sympathizer', 'fan', 'shareholder', 'enterprise', 'staff'] as const) {
      const page = await draw(homes[kind], homeUsers[kind]);
      expect(page?.markup, kind).toContain(`Hola, ${homeUsers[kind].name}`);
    }
  });

  it('leaves the game’s day to the app (the card goes first, and needs it), and an answer the app would refuse', async () => {
    expect(await draw(homes.partnerGameDay)).toBeNull();
    expect(await draw({ ...homes.partner, kind: 'VISITOR' })).toBeNull();
    expect(await draw(homes.partner, { name: 'Nadie' })).toBeNull();
  });

  it('knows the language the app will choose in the browser that asked: its cookie, else its first language', () => {
    expect(languageOfBrowser('', 'es-ES,es;q=0.9')).toBe('es');
    expect(languageOfBrowser('a360_session=1; a360_lang=fr', 'es-ES,es;q=0.9')).toBe('fr');
    expect(languageOfBrowser('', 'en-GB,en;q=0.9,es;q=0.8')).toBe('en');
    expect(languageOfBrowser('', 'de-DE,en;q=0.5')).toBe('es'); // the first is not the site's: the default, as the app does
    expect(languageOfBrowser('', undefined)).toBe('es');
  });
});
