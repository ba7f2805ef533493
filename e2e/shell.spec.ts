import { expect, test } from '@playwright/test';
import { mailLogin } from './auth-helpers';
import { acceptCookies, expectNoAxeViolations, startApp, waitForShell } from './helpers';

test('home loads with header, banner and footer data from the API', async ({ page }) => {
  await page.goto('/');
  await waitForShell(page);
  await expect(page).toHaveTitle(/Abonos 25\/26/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Abónate ahora' })).toHaveAttribute('href', /^https:\/\//);
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/abonado');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Aviso legal' })).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Patrocinador principal' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('html')).toHaveClass(/\blang-es\b/);
  await expectNoAxeViolations(page);
});

test('every page has its own title; a navigation in the app says the new one to screen readers', async ({ page }) => {
  const announcer = page.locator('#route-announcer');
  const club = ' · Club Baloncesto Ribera';
  await page.goto('/');
  await startApp(page);
  await expect(page).toHaveTitle(`Abonos 25/26${club}`);
  await expect(announcer).toHaveText(''); // a loaded page is said by the browser itself
  await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveTitle(`Área de abonado${club}`);
  await expect(announcer).toHaveText(`Área de abonado${club}`);
  await page.goto('/hazte-abonado/datos-personales-base');
  await expect(page).toHaveTitle(`Paso 1 de 3: tus datos · Hazte abonado${club}`);
  await page.goto('/abonado');
  await startApp(page);
  await mailLogin(page, 'socio@demo.club'); // the login leads to the member's own area
  await expect(page).toHaveTitle(`Mi perfil de abonado · Área privada${club}`);
  await expect(announcer).toHaveText(`Mi perfil de abonado · Área privada${club}`);
});

test('without JavaScript the home still has its footer: legal notice, privacy policy and sponsors', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Aviso legal' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/politica-privacidad');
  await expect(footer.getByRole('heading', { name: 'Patrocinador principal' })).toBeVisible();
  await context.close();
});

test('switching to English changes <html lang>, the class and the cookie', async ({ page, context }) => {
  await page.goto('/');
  await waitForShell(page);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveClass(/\blang-en\b/);
  await expect(page.locator('html')).not.toHaveClass(/\blang-es\b/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'a360_lang');
  expect(cookie?.value).toBe('en');
  expect(cookie?.path).toBe('/');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(89);
  expect(days).toBeLessThanOrEqual(90);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectNoAxeViolations(page);
});

test('a garbage language cookie falls back to Spanish', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'a360_lang', value: '%3Cscript%3E', url: baseURL! }]);
  await page.goto('/');
  await waitForShell(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('the cookie notice stays accepted after a reload, and garbage shows it again', async ({ page }) => {
  await page.goto('/');
  const notice = page.getByRole('region', { name: 'Aviso de cookies' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: /política de cookies/i })).toHaveAttribute('href', '/politica-cookies');
  await acceptCookies(page);
  await expect(notice).toBeHidden();
  await page.reload();
  await waitForShell(page);
  await expect(notice).toBeHidden();
  await page.evaluate(() => localStorage.setItem('a360_cookie_advice', '{not json'));
  await page.reload();
  await expect(notice).toBeVisible();
});

test('a /sso path hides header and footer (landing mode)', async ({ page }) => {
  await page.goto('/sso/login');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('an unknown path shows the not-found page at the same address', async ({ page }) => {
  await page.goto('/esta-pagina-no-existe');
  await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/esta-pagina-no-existe');
  await waitForShell(page);
  await expectNoAxeViolations(page);
});

test('the not-found page has its own route', async ({ page }) => {
  await page.goto('/noroute');
  await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the phone layout never scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ['/', '/aviso-legal', '/noroute']) {
    await page.goto(path);
    await waitForShell(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test.describe('a browser set to British English', () => {
  test.use({ locale: 'en-GB' });

  test('gets the English site from its browser language, and the cookie remembers it', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Get your pass' })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'a360_lang')?.value).toBe('en');
  });
});
