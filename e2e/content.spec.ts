import { expect, test, type Route } from '@playwright/test';
import { expectNoAxeViolations, startApp, waitForShell } from './helpers';

test('a content page comes complete from the server, and the app takes it over without asking for it again', async ({ page }) => {
  const pageRequests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => void (request.url().includes('/api/pages/page/') && pageRequests.push(request.url())));
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  await page.goto('/aviso-legal');
  await expect(page).toHaveTitle('Aviso legal');
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso legal' })).toBeVisible();
  await expect(page.locator('article[lang="es"]')).toContainText('Titular del sitio web');
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso legal' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(pageRequests).toEqual([]);
  expect(errors).toEqual([]); // no hydration mismatch, no CSP report
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/legal-notice$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Legal notice' })).toBeVisible();
});

test('HTML the CMS sends to the app is sanitised before it is shown', async ({ page }) => {
  await page.route('**/api/pages/page/aviso-legal?lang=es', async (route) => {
    const response = await route.fetch();
    const hostile = '<p>Texto</p><script>document.documentElement.dataset.unsafeHtml="script"</script><img src="x" alt="" onerror="document.documentElement.dataset.unsafeHtml=\'img\'">';
    await route.fulfill({ response, json: { ...(await response.json()), content: hostile } });
  });
  await page.goto('/');
  await waitForShell(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Aviso legal' }).click();
  await expect(page.getByRole('main').getByText('Texto')).toBeVisible();
  await expect(page.locator('main script')).toHaveCount(0);
  await expect(page.locator('main [onerror], main [onclick]')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.dataset.unsafeHtml)).toBeUndefined();
});

test('footer links reach content pages inside the app', async ({ page }) => {
  await page.goto('/');
  await waitForShell(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidad' }).click();
  await expect(page).toHaveURL(/\/politica-privacidad$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/privacidad/i);
});

test('a failing footer request shows a clear message and a retry that works', async ({ page }) => {
  // Fail at first; then hold requests unanswered, so the automatic retry cannot race the button.
  let mode: 'fail' | 'hold' = 'fail';
  const held: Route[] = [];
  await page.route('**/api/pages/information', (route) =>
    mode === 'fail' ? route.fulfill({ status: 500, body: '{"statusCode":500}' }) : void held.push(route),
  );
  // A page the app draws (a prerendered one comes with its footer filled by the server).
  await page.goto('/noroute');
  await startApp(page); // the footer fills in once the app runs
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('No hemos podido cargar los patrocinadores y los datos de contacto.')).toBeVisible();
  mode = 'hold';
  await expect.poll(() => held.length).toBe(1); // the automatic retry, kept waiting
  await footer.getByRole('button', { name: 'Reintentar' }).click();
  await expect.poll(() => held.length).toBe(2); // the button asked again
  await Promise.all(held.map((route) => route.continue()));
  await expect(footer.getByRole('heading', { name: 'Patrocinador principal' })).toBeVisible();
});

test('a malformed footer response gives the same message, never a blank page', async ({ page }) => {
  await page.route('**/api/pages/information', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"sponsors": 42}' }));
  await page.goto('/noroute');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await startApp(page);
  await expect(page.getByRole('contentinfo').getByText('No hemos podido cargar los patrocinadores y los datos de contacto.')).toBeVisible();
});

test('a failing page request shows the not-found page with a retry', async ({ page }) => {
  await page.goto('/');
  await waitForShell(page);
  await page.route('**/api/pages/page/**', (route) => route.abort('connectionrefused'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Aviso legal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeVisible();
  await expect(page.getByText('No hemos podido cargar esta página.', { exact: false })).toBeVisible();
  await page.unroute('**/api/pages/page/**');
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso legal' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/aviso-legal');
});

test('following a link to the page already shown reloads its data, and Back restores the scroll position', async ({ page }) => {
  await page.goto('/aviso-legal');
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso legal' })).toBeVisible();
  await page.getByRole('button', { name: 'Aceptar' }).click();
  // The footer is in the served HTML: until the app runs, its links are plain links that load a
  // whole page, and this test is about the app's own navigation.
  await startApp(page);
  const reload = page.waitForResponse((response) => response.url().includes('/api/pages/page/aviso-legal'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Aviso legal' }).click();
  await reload;
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso legal' })).toBeVisible();

  // Scrolled to the footer once the reloaded page is drawn at its full height (a scroll made while
  // it is still short is lost when it grows back).
  const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidad' });
  await expect
    .poll(async () => {
      await privacy.scrollIntoViewIfNeeded();
      return page.evaluate(() => window.scrollY);
    })
    .toBeGreaterThan(200);
  const scrolled = await page.evaluate(() => window.scrollY);
  await privacy.click();
  await expect(page).toHaveURL(/\/politica-privacidad$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso legal' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 5);
});
