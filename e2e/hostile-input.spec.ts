import { expect, test, type Page } from '@playwright/test';
import { HOSTILE_PAYLOADS } from '../server/security/hostile-payloads.ts';
import { apiLogin } from './auth-helpers';
import { HOSTILE_ACCOUNTS } from './hostile-accounts';

/**
 * The hostile payloads the API accepts (server/security/hostile-text-fields.test.ts) are shown as
 * text on every screen that shows them, and none runs: the XSS payloads call alert, confirm or
 * prompt, which are replaced by a marker here, and no element carries an event handler, a
 * javascript: link or a srcdoc.
 */

const SHOWN = HOSTILE_PAYLOADS.filter((payload) => payload.kind !== 'unicode' && payload.kind !== 'other');
const FIELDS = ['name', 'lastname', 'street', 'city', 'province', 'group'] as const;
type Field = (typeof FIELDS)[number];

/** Replaces the dialogs the payloads call with a marker, before any script of the page runs. */
async function watchForScripts(page: Page): Promise<string[]> {
  const ran: string[] = [];
  page.on('dialog', (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const marks: string[] = [];
    Object.assign(window, { __xss: marks });
    for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
      Object.assign(window, { [name]: (...args: unknown[]) => void marks.push(`${name}(${args.join(',')})`) });
    }
  });
  return ran;
}

/** Stores one round of payloads through the API, as the member would; answers what was accepted. */
async function store(page: Page, values: Partial<Record<Field, string>>): Promise<Partial<Record<Field, string>>> {
  const accepted: Partial<Record<Field, string>> = {};
  const profile = await page.request.put('/api/users/update', { data: { name: values.name, lastname: values.lastname } });
  if (profile.ok()) Object.assign(accepted, { name: values.name, lastname: values.lastname });
  const address = await page.request.put('/api/users/update-address', {
    data: { street: values.street, postalCode: '46001', city: values.city, province: values.province, country: 'ES' },
  });
  if (address.ok()) Object.assign(accepted, { street: values.street, city: values.city, province: values.province });
  const user = (await (await page.request.get('/api/users/extended')).json()) as { group: { id: number } | null };
  if (user.group) expect((await page.request.delete(`/api/groups/${user.group.id}`)).status()).toBe(204);
  const { friend } = HOSTILE_ACCOUNTS;
  const member = { partnerNumber: friend.partnerNumber, name: friend.name, lastname: friend.lastname, dni: friend.dni, birthdate: friend.birthdate, mail: friend.mail };
  const group = await page.request.post('/api/groups', { data: { name: values.group, type: 'FRIENDS', member } });
  if (group.ok()) accepted.group = values.group;
  return accepted;
}

test('hostile names, address and group name show as text on the profile, and nothing runs', async ({ page }) => {
  test.slow();
  const ran = await watchForScripts(page);
  await apiLogin(page, HOSTILE_ACCOUNTS.owner.mail);
  const texts = SHOWN.map((payload) => payload.text.trim()).filter((text) => text.length <= 120);
  for (let start = 0; start < texts.length; start += FIELDS.length) {
    const round = Object.fromEntries(FIELDS.map((field, index) => [field, texts[(start + index) % texts.length]])) as Record<Field, string>;
    const accepted = await store(page, round);
    expect(Object.keys(accepted).length, `stored of ${JSON.stringify(round)}`).toBeGreaterThan(0);
    await page.goto('/abonado/perfil');
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil de abonado' })).toBeVisible();
    for (const [field, text] of Object.entries(accepted)) await expect(main, `${field}: ${text}`).toContainText(text);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __xss: string[] }).__xss), 'scripts that ran').toEqual([]);
    expect(ran, 'dialogs opened').toEqual([]);
    const live = await main.evaluate((root) =>
      [...root.querySelectorAll('*')].flatMap((element) => [
        ...[...element.attributes].filter((attribute) => /^on/i.test(attribute.name)).map((attribute) => `${element.tagName} ${attribute.name}`),
        ...(element.matches('a[href^="javascript:" i], iframe, script, [srcdoc]') ? [element.outerHTML.slice(0, 80)] : []),
      ]),
    );
    expect(live, 'elements made from the text').toEqual([]);
  }
});
