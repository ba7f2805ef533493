import { expect, test } from '@playwright/test';
import { cardLogin, chooseLoginKind, dismissAlert, mailLogin, PASSWORD } from './auth-helpers';
import { expectNoAxeViolations } from './helpers';

/**
 * Each login kind of spec §1 with the demo accounts of server/README.md, keyboard only, landing
 * where spec §4 says; at a phone's width and a desktop's.
 */
for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`login at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a pass holder by mail and password lands on their profile (rule 5)', async ({ page }) => {
      await page.goto('/abonado');
      await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
      if (viewport.width === 375) await expectNoAxeViolations(page);
      await mailLogin(page, 'socio@demo.club');
      await page.waitForURL('**/abonado/perfil');
      await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil de abonado' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Mi área privada' })).toHaveAttribute('href', '/abonado/perfil');
      await expectNoAxeViolations(page); // both widths: the header and the profile reflow
      await page.screenshot({ path: `test-results/screens/login-partner-home-${viewport.width}.png` });
    });

    test('a shareholder at /accionistas/login lands on /accionista (rule 3)', async ({ page }) => {
      await page.goto('/accionistas/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Acceso de accionistas' })).toBeVisible();
      if (viewport.width === 375) await expectNoAxeViolations(page);
      await page.screenshot({ path: `test-results/screens/login-shareholder-${viewport.width}.png` });
      await cardLogin(page, { dni: '34567890V', birthdate: '1958-02-20', password: PASSWORD });
      await page.waitForURL('**/accionista');
    });

    test('a pass holder by card, DNI, birth date and PIN lands on their profile', async ({ page }) => {
      await page.goto('/abonado');
      await chooseLoginKind(page, 'Abonado');
      await cardLogin(page, { number: '1001', dni: '12345678z', birthdate: '1985-04-12', pin: '1234' });
      await page.waitForURL('**/abonado/perfil');
      await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil de abonado' })).toBeVisible();
    });

    test('a numbered supporter by card lands on the supporter profile (rule 5)', async ({ page }) => {
      await page.goto('/abonado');
      await chooseLoginKind(page, 'Simpatizante');
      await cardLogin(page, { number: '5001', dni: '23456789D', birthdate: '1992-09-30', pin: '1234' });
      await page.waitForURL('**/simpatizante/perfil');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: `test-results/screens/login-supporter-home-${viewport.width}.png` });
    });

    test('a fan by DNI, birth date and password stays at the subscriber home (rule 2)', async ({ page }) => {
      await page.goto('/abonado');
      await chooseLoginKind(page, 'Aficionado');
      await cardLogin(page, { dni: '11000007G', birthdate: '2001-07-01', password: PASSWORD });
      await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();
      await expect(page).toHaveURL(/\/abonado$/);
      await page.screenshot({ path: `test-results/screens/login-fan-home-${viewport.width}.png` });
    });

    test('an enterprise admin by mail lands on /empresa/perfil (rule 4)', async ({ page }) => {
      await page.goto('/abonado');
      await mailLogin(page, 'empresa@demo.club');
      await page.waitForURL('**/empresa/perfil');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Mi área privada' })).toHaveAttribute('href', '/empresa');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: `test-results/screens/login-enterprise-home-${viewport.width}.png` });
    });

    test('a supporter without number by mail lands on the supporter profile', async ({ page }) => {
      await page.goto('/abonado');
      await mailLogin(page, 'simpatizante@demo.club');
      await page.waitForURL('**/simpatizante/perfil');
    });
  });
}

test('the header login link leads to the login, reached with Tab alone', async ({ page }) => {
  await page.goto('/abonos/joven');
  await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/abonado');
  // From the page's start, Tab reaches the mail field, then the password, then the button.
  await page.getByRole('radio', { name: 'Correo y contraseña' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Correo electrónico')).toBeFocused();
  await page.keyboard.type('socio@demo.club');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Contraseña', { exact: true })).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Tab'); // Mostrar
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/abonado/perfil');
});

test('a private address opened by a visitor asks to log in, then opens (rule 1)', async ({ page }) => {
  await page.goto('/abonado/cambiar-contrasena');
  await page.waitForURL((url) => url.pathname === '/abonado' && url.searchParams.get('redirect') === '/abonado/cambiar-contrasena');
  await expect(page.getByText('Inicia sesión para continuar.')).toBeVisible();
  await mailLogin(page, 'socio@demo.club');
  await page.waitForURL('**/abonado/cambiar-contrasena');
  await expect(page.getByRole('heading', { level: 1, name: 'Cambiar la contraseña' })).toBeVisible();
});

test('a hostile redirect parameter (other origin, //host, javascript:) stays on the site', async ({ page, context, baseURL }) => {
  test.slow(); // three logins
  for (const hostile of ['https://evil.example/abonado', '//evil.example', 'javascript:alert(document.domain)']) {
    await context.clearCookies();
    await page.goto(`/abonado?redirect=${encodeURIComponent(hostile)}`);
    await mailLogin(page, 'socio@demo.club');
    await page.waitForURL('**/abonado/perfil');
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
  }
});

test('logout clears the member, says so, goes home; another tab notices', async ({ page, context }) => {
  await page.goto('/abonado');
  await mailLogin(page, 'grupo.titular@demo.club');
  await page.waitForURL('**/abonado/perfil');
  const other = await context.newPage();
  await other.goto('/abonado/cambiar-contrasena');
  await expect(other.getByRole('heading', { level: 1, name: 'Cambiar la contraseña' })).toBeVisible();

  await page.getByRole('button', { name: 'Cerrar sesión' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/');
  await dismissAlert(page, 'Has cerrado la sesión.');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();

  // The other tab leaves the private page without being touched.
  await other.waitForURL((url) => url.pathname === '/abonado' && url.searchParams.get('redirect') === '/abonado/cambiar-contrasena');
  await expect(other.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
});
