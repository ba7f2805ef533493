import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const maintenanceBaseUrl = `http://127.0.0.1:${process.env.E2E_MAINTENANCE_PORT}`;

/** axe with the WCAG 2.x A/AA rules; any violation fails the test with its ids and targets. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/**
 * Waits until the shell is drawn and the footer data has arrived. A prerendered campaign page
 * starts the app at the visitor's first input (src/app/prerendered): this gives it one.
 */
export async function waitForShell(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await startApp(page);
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: /patrocinadores|sponsors|partenaires/i }).first()).toBeVisible();
}

export async function acceptCookies(page: Page): Promise<void> {
  await page.getByRole('button', { name: /aceptar|accept/i }).click();
}

/** The visitor acts (a wheel turn, which moves nothing on screen), so a prerendered page starts the app; resolves once it runs. */
export async function startApp(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new WheelEvent('wheel')));
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
}

/** The app's entry script a prerendered page starts when needed (from the page's state). */
export async function appEntryOf(request: APIRequestContext, path = '/'): Promise<string> {
  const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
  const state = /<script type="application\/json" id="prerender-state">([^<]*)<\/script>/.exec(html)?.[1];
  return (JSON.parse(state ?? '{}') as { app: { entry: string } }).app.entry;
}

/** The app's script of the page at `path` is held back (a slow phone network) until the returned function lets it go. */
export async function holdAppEntry(page: Page, path = '/'): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(await appEntryOf(page.request, path), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
