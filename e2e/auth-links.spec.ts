import { expect, test, type Page } from '@playwright/test';
import { cardLogin, deepLinks, dismissAlert, lastMailedPath, mailLogin, typeInto } from './auth-helpers';
import { expectNoAxeViolations } from './helpers';
import { press } from './seat-change-helpers';
import { choosePass, chooseSeatAt, holdSeats, openAreaNamed } from './signup-helpers';

/** The demo club app "tienda" and its allowlisted callback (server/auth/sso.ts). */
const CALLBACK = 'http://localhost:5174/sso/callback';

/** Stands in for the other app: its callback page answers, so the browser can arrive there. */
async function serveCallback(page: Page): Promise<void> {
  await page.route('http://localhost:5174/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Tienda</title><h1>Tienda del club</h1>' }),
  );
}

function ssoPath(kind: 'socios' | 'usuarios', appId = 'tienda', redirectUrl = CALLBACK): string {
  return `/sso/${kind}?${new URLSearchParams({ appId, redirectUrl }).toString()}`;
}

test.describe('single sign-on', () => {
  test('user login for another club app returns to its callback with a code', async ({ page }) => {
    await serveCallback(page);
    await page.goto(ssoPath('usuarios'));
    await expect(page.getByRole('banner')).toHaveCount(0); // landing mode
    await expect(page.getByText(/localhost:5174/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/screens/sso-user.png' });
    await mailLogin(page, 'socio@demo.club');
    await page.waitForURL((url) => url.href.startsWith(CALLBACK));
    expect(new URL(page.url()).searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test('partner login for another club app returns to its callback with a code', async ({ page }) => {
    await serveCallback(page);
    await page.goto(ssoPath('socios'));
    await cardLogin(page, { dni: '12345678Z', birthdate: '1985-04-12', pin: '1234' });
    await page.waitForURL((url) => url.href.startsWith(CALLBACK));
    expect(new URL(page.url()).searchParams.get('code')).toBeTruthy();
  });

  test('an unknown app is refused with a clear page, and nobody leaves the site', async ({ page, baseURL }) => {
    await page.goto(ssoPath('usuarios', 'desconocida', 'https://evil.example/sso/callback'));
    await mailLogin(page, 'socio@demo.club');
    await expect(page.getByRole('heading', { level: 1, name: 'No podemos iniciar esta sesión' })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
    await expectNoAxeViolations(page);
  });

  test('an address without app or callback says so before asking anything', async ({ page }) => {
    await page.goto('/sso/usuarios');
    await expect(page.getByRole('alert')).toContainText('Falta la aplicación o la dirección de vuelta');
    await expect(page.getByLabel('Correo electrónico')).toHaveCount(0);
  });
});

test.describe('deep links', () => {
  test('a LOGIN link logs the employee in; they act as a member, see it in the header, and stop', async ({ page }) => {
    test.slow(); // a whole session: link, failed and good impersonation, logout, the used link
    await page.goto(`/dl/${deepLinks().login}`);
    await page.waitForURL((url) => url.pathname === '/abonado');
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Andrés' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/screens/employee-home.png' });

    await typeInto(page, 'Correo del usuario', 'nadie@demo.club');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toContainText('No hay ningún usuario con ese correo.');

    await page.getByLabel('Correo del usuario').fill('');
    await typeInto(page, 'Correo del usuario', 'grupo.hijo@demo.club');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/abonado/perfil');
    const banner = page.getByRole('region', { name: 'Suplantación de usuario' });
    await expect(banner).toContainText('Estás actuando como Nicolás Ferrando Llopis (grupo.hijo@demo.club).');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/screens/impersonating.png' });

    await banner.getByRole('button', { name: 'Terminar y cerrar sesión' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    await expect(banner).toHaveCount(0);
    await dismissAlert(page, 'Has cerrado la sesión.');
    // The link worked once: it cannot log anyone in again.
    await page.goto(`/dl/${deepLinks().login}`);
    await page.waitForURL((url) => url.pathname === '/');
    await dismissAlert(page, 'El enlace no es válido.');
  });

  test('a REDIRECT link goes to its page without logging in', async ({ page }) => {
    await page.goto(`/dl/${deepLinks().redirect}`);
    await page.waitForURL('**/abonos/joven');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  });

  test('an expired link says so and goes home', async ({ page }) => {
    await page.goto(`/dl/${deepLinks().expired}`);
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('alertdialog', { name: 'Ha ocurrido un error' })).toContainText('El enlace ha caducado.');
    await expectNoAxeViolations(page);
    await dismissAlert(page, 'El enlace ha caducado.');
  });

  test('a forged link is invalid and goes home', async ({ page }) => {
    await page.goto(`/dl/${deepLinks().forged}`);
    await page.waitForURL((url) => url.pathname === '/');
    await dismissAlert(page, 'El enlace no es válido.');
  });
});

test('special renewal: mail and previous number, the mailed creation link logs in (first access), and the renewal is ordered with a seat, cash at the office', async ({ page }) => {
  test.slow(); // two pages and a mailed link
  const mail = 'renovacion@demo.club';
  await page.goto('/abonado');
  await page.getByRole('link', { name: /Renovación especial/ }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/renovacion-especial');
  await expectNoAxeViolations(page);
  await typeInto(page, 'Correo electrónico', mail);
  await typeInto(page, 'Número de abonado anterior', '1150');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Te hemos enviado un enlace' })).toBeFocused();

  await page.goto(await lastMailedPath(mail, '/hazte-abonado/acceso/'));
  await page.waitForURL('**/hazte-abonado/datos-personales');
  await expect(page.getByRole('dialog', { name: 'Bienvenido a tu área de abonado' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/first-access.png' });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Mi área privada' })).toBeVisible();

  // The renewal itself: their data, the renewal pass of their rol, a seat, and cash at the office.
  await expect(page.getByRole('heading', { level: 1, name: 'Renueva tu abono: tus datos' })).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Elegir mi abono' }));
  await choosePass(page);
  await openAreaNamed(page, 'Zona SW1A');
  await chooseSeatAt(page, 0);
  await holdSeats(page);
  await press(page, page.getByRole('radio', { name: 'Efectivo en la oficina' }), 'Space');
  await press(page, page.getByRole('button', { name: 'Reservar y pagar en la oficina' }));
  await expect(page.getByRole('main').getByText('Asientos reservados')).toBeVisible();
  await expectNoAxeViolations(page);
});
