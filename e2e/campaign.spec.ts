import { expect, test, type Page } from '@playwright/test';
import { appEntryOf, expectNoAxeViolations, holdAppEntry, startApp, waitForShell } from './helpers';

const PASS_PAGES = ['adulto', 'oro', 'joven', 'familiar', 'femenino', 'abono-club'].map((slug) => `/abonos/${slug}`);
const CAMPAIGN_ROUTES = ['/', ...PASS_PAGES, '/promo-embou'];
const MENU_SECTIONS = ['ventajas', 'tipos-de-abono', 'abono-femenino', 'testimonios', 'calendario', 'faqs', 'contacto'];

/** Top of an element relative to the viewport. */
const topOf = (page: Page, id: string) => page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id);

test('the home shows its ten sections in the order of the campaign', async ({ page }) => {
  await page.goto('/');
  await waitForShell(page);
  const main = page.getByRole('main');
  // 1 banner (h1), 2 menu, 3 advantages, 4 bank banner, 5 cards, 6 women's pass, 7–10 the rest.
  const order = await main.evaluate((root, sections) => {
    const marks = [
      root.querySelector('h1'),
      root.querySelector('nav'),
      document.getElementById(sections[0]!),
      [...root.querySelectorAll('a[href$="folleto-caja-ribera.pdf"]')].find((a) => !document.getElementById(sections[0]!)!.contains(a)),
      ...sections.slice(1).map((id) => document.getElementById(id)),
    ];
    if (marks.some((mark) => !mark)) return marks.map((mark) => (mark ? 'ok' : 'missing'));
    return marks.every((mark, index) => index === 0 || marks[index - 1]!.compareDocumentPosition(mark!) & Node.DOCUMENT_POSITION_FOLLOWING)
      ? 'in order'
      : 'out of order';
  }, MENU_SECTIONS);
  expect(order).toBe('in order');
  await expect(page.getByRole('navigation', { name: 'Campaña de abonos' })).toHaveCount(1); // not also in the header
});

test('the home arrives as HTML with one small script, and hydrates at the first input without errors', async ({ page, request }) => {
  const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('<h1');
  expect(html).toContain('id="tipos-de-abono"');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const scripts: string[] = [];
  page.on('request', (sent) => sent.resourceType() === 'script' && scripts.push(new URL(sent.url()).pathname));
  await page.goto('/');
  await page.waitForLoadState('load');
  // Before any input only the page's own script and what it imports have run; the app waits.
  expect(scripts).not.toContain(await appEntryOf(request));
  await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');
  await waitForShell(page);
  // No style arrives late (a flash of unstyled page): every stylesheet the live page uses was in the HTML.
  const liveSheets = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => new URL(link.href).pathname),
  );
  // (The dialogs' styles load ahead when the browser is idle; no dialog is on the page. Their chunk
  // is named after a module it holds: the overlay views, the Modal parts they share with the
  // identity modals, the dialog frame every dialog of the app shares, or the confirmation dialog.)
  const dialogChunk = /\/(OverlayViews|CloseButton|DialogFrame|ConfirmDialog)-/;
  for (const sheet of liveSheets.filter((path) => !dialogChunk.test(path))) expect(html, sheet).toContain(sheet);
  // Hydrated: the FAQ accordion answers clicks.
  const second = page.getByRole('region', { name: 'Preguntas frecuentes' }).getByRole('button').nth(1);
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  expect(errors).toEqual([]);
});

test('without the app, the cookie notice, the login link and the PDFs work with the keyboard', async ({ page }) => {
  // The app's script never arrives: what follows must not need it.
  await page.route(await appEntryOf(page.request), () => undefined);
  await page.goto('/');
  const notice = page.getByRole('region', { name: 'Aviso de cookies' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Consulta nuestra política de cookies.' })).toHaveAttribute('href', '/politica-cookies');
  await expectNoAxeViolations(page);
  await notice.getByRole('button', { name: 'Aceptar' }).focus();
  await page.keyboard.press('Enter');
  await expect(notice).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('a360_cookie_advice'))).toBe('true');
  const dossier = page.getByRole('navigation', { name: 'Campaña de abonos' }).getByRole('link', { name: /^Dossier/ });
  await dossier.focus();
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');
  await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/abonado');
});

test('what is pressed while the app starts is done once it runs', async ({ page }) => {
  // The app's script takes a while (a slow phone network): the keys are pressed before it runs.
  const release = await holdAppEntry(page);
  await page.goto('/');
  const question = page.locator('#faqs').getByRole('button').nth(2);
  await question.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('navigation', { name: 'Campaña de abonos' }).getByRole('link', { name: 'Testimonios' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#testimonios')).toBeFocused();
});

test('the language chosen while the app starts is applied and stored', async ({ page, context }) => {
  const release = await holdAppEntry(page);
  await page.goto('/abonos/joven');
  await page.getByRole('group', { name: 'Idioma' }).getByRole('button', { name: /English/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  release();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/abono joven/i);
  expect((await context.cookies()).find((cookie) => cookie.name === 'a360_lang')?.value).toBe('en');
});

test('once the app runs, the login link is a navigation within the app', async ({ page }) => {
  await page.goto('/');
  await startApp(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL('/abonado');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('each pass card and banner leads to its page', async ({ page }) => {
  test.slow(); // six pages, each loaded from scratch: about 26 s on a busy 2-core machine
  for (const [name, path] of [
    [/adulto/i, '/abonos/adulto'],
    [/oro/i, '/abonos/oro'],
    [/joven/i, '/abonos/joven'],
    [/familiar/i, '/abonos/familiar'],
  ] as const) {
    await page.goto('/');
    await waitForShell(page);
    await page.locator('#tipos-de-abono').getByRole('link', { name }).first().click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.goto('/');
  await page.locator('#abono-femenino').getByRole('link', { name: /saber más/i }).click();
  await expect(page).toHaveURL('/abonos/femenino');
  await page.goto('/');
  await page.locator('#ventajas').getByRole('link', { name: 'Todas las ventajas' }).click();
  await expect(page).toHaveURL('/abonos/abono-club');
});

test('an unknown pass type goes to /noroute', async ({ page }) => {
  await page.goto('/abonos/platino');
  await expect(page).toHaveURL('/noroute');
  await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeVisible();
});

test('the campaign menu scrolls to a section on home', async ({ page }) => {
  await page.goto('/');
  await waitForShell(page);
  await page.getByRole('navigation', { name: 'Campaña de abonos' }).getByRole('link', { name: 'FAQs' }).click();
  await expect(page.locator('#faqs')).toBeFocused();
  await expect.poll(() => topOf(page, 'faqs')).toBeLessThan(200);
  await expect.poll(() => topOf(page, 'faqs')).toBeGreaterThanOrEqual(0);
});

test('from a pass page the menu goes home first, then to the section', async ({ page }) => {
  await page.goto('/abonos/joven');
  await waitForShell(page);
  await page.getByRole('banner').getByRole('link', { name: 'Contacto' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('#contacto')).toBeFocused();
  await expect.poll(() => topOf(page, 'contacto')).toBeLessThan(200);
});

test('every PDF of the campaign answers 200 as application/pdf', async ({ page, request }) => {
  const pdfs = new Set<string>();
  for (const route of CAMPAIGN_ROUTES) {
    // The links are in each page's prerendered HTML: the app need not start.
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const hrefs = await page.locator('a[href$=".pdf"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    hrefs.forEach((href) => pdfs.add(href));
  }
  // Dossier, bank leaflet, promo conditions and one flyer per pass.
  expect(pdfs.size).toBeGreaterThanOrEqual(9);
  for (const href of pdfs) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type'], href).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString(), href).toBe('%PDF-');
  }
});

test('links leaving the page open in a new tab with rel=noopener; the shop link stays a plain link', async ({ page }) => {
  for (const route of CAMPAIGN_ROUTES) {
    await page.goto(route);
    await waitForShell(page);
    const links = await page.locator('a[href]').evaluateAll((anchors) =>
      anchors.map((a) => ({ href: (a as HTMLAnchorElement).href, target: a.getAttribute('target'), rel: a.getAttribute('rel') ?? '' })),
    );
    for (const link of links.filter((l) => l.target === '_blank')) {
      expect(link.rel, `${route} ${link.href}`).toContain('noopener');
    }
    const shop = page.getByRole('link', { name: 'Abónate ahora' }).first();
    await expect(shop).not.toHaveAttribute('target', '_blank');
    expect(new URL((await shop.getAttribute('href'))!).origin).not.toBe(new URL(page.url()).origin);
  }
  await page.goto('/');
  for (const pdf of ['folleto-caja-ribera.pdf']) {
    await expect(page.locator(`#ventajas a[href$="${pdf}"]`).first()).toHaveAttribute('target', '_blank');
  }
  await expect(page.locator('#ventajas a[href="/promo-embou"]')).toHaveAttribute('target', '_blank');
});

test('FAQ: the first is open, one at a time, clicking the open one closes it', async ({ page }) => {
  await page.goto('/');
  await waitForShell(page);
  const questions = page.locator('#faqs').getByRole('button');
  await expect(questions).toHaveCount(15);
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await questions.nth(4).click();
  await expect(questions.nth(4)).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#faqs [aria-expanded="true"]')).toHaveCount(1);
  await questions.nth(4).click();
  await expect(page.locator('#faqs [aria-expanded="true"]')).toHaveCount(0);
});

test('the whole home works with the keyboard', async ({ page }) => {
  await page.goto('/');
  await waitForShell(page);
  const expected = await page.evaluate(() => {
    const focusable = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';
    const ids: string[] = [];
    document.querySelectorAll(`main ${focusable}`).forEach((element, index) => {
      if ((element as HTMLElement).offsetParent === null) return; // hidden (closed answers, folded menu)
      element.setAttribute('data-kb', String(index));
      ids.push(String(index));
    });
    return ids;
  });
  const reached = new Set<string>();
  for (let press = 0; press < expected.length + 40; press++) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => document.activeElement?.getAttribute('data-kb') ?? null);
    if (id) reached.add(id);
  }
  expect(expected.length).toBeGreaterThan(25);
  expect(expected.filter((id) => !reached.has(id))).toEqual([]);
  // A question opens with Enter, and the menu scrolls with Enter.
  await page.locator('#faqs').getByRole('button').nth(2).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#faqs').getByRole('button').nth(2)).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('navigation', { name: 'Campaña de abonos' }).getByRole('link', { name: 'Testimonios' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#testimonios')).toBeFocused();
});

for (const route of CAMPAIGN_ROUTES) {
  test(`axe finds nothing on ${route}`, async ({ page }) => {
    await page.goto(route);
    await waitForShell(page);
    await expectNoAxeViolations(page);
  });
}

test('switching language keeps the page', async ({ page }) => {
  await page.goto('/abonos/joven');
  await waitForShell(page);
  const spanishTitle = await page.getByRole('heading', { level: 1 }).textContent();
  await page.getByRole('group', { name: 'Idioma' }).getByRole('button', { name: /english|EN/i }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL('/abonos/joven');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(spanishTitle!);
  // The page's Spanish cookie notice gives way to the app's, in English.
  await expect(page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'Accept' })).toBeVisible();
  await expect(page.locator('section', { has: page.getByRole('button', { name: /^(Aceptar|Accept)$/ }) })).toHaveCount(1);
  // A reload in English replaces the Spanish prerendered page with the English one.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(spanishTitle!);
});

test('on a phone the menu folds behind a button and the home never scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await waitForShell(page);
  const menu = page.getByRole('navigation', { name: 'Campaña de abonos' });
  await menu.getByRole('button', { name: 'Menú de la campaña' }).click();
  await menu.getByRole('link', { name: 'Calendario' }).click();
  await expect(page.locator('#calendario')).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
