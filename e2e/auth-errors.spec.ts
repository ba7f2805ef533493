import { expect, test } from '@playwright/test';
import { cardLogin, lastMailedPath, mailLogin, typeInto } from './auth-helpers';
import { expectNoAxeViolations } from './helpers';

/** Every §8 login outcome from the real server's demo accounts (server/README.md "Login errors"). */

test("'User not validated' shows the not-validated text; the mailed link confirms, then login works", async ({ page }) => {
  test.slow(); // a refused login, a mailed link, a second login
  const mail = 'sin.validar@demo.club';
  await page.goto('/abonado');
  await mailLogin(page, mail);
  await expect(page.getByRole('alert')).toContainText('Todavía no has confirmado tu correo');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/screens/login-not-validated.png' });

  await page.goto(await lastMailedPath(mail, '/confirmar-correo/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Correo confirmado' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Ir a mi cuenta' }).focus();
  await page.keyboard.press('Enter');
  await mailLogin(page, mail);
  await page.waitForURL('**/abonado/perfil');
});

test("'partner has no payments' opens the no-payment modal", async ({ page }) => {
  await page.goto('/abonado');
  await mailLogin(page, 'socio.sin.pagos@demo.club');
  const dialog = page.getByRole('dialog', { name: 'No encontramos ningún pago' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/screens/login-no-payment-modal.png' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/abonado$/);
});

test('456 at the shareholder login says so and stays there', async ({ page }) => {
  await page.goto('/accionistas/login');
  await cardLogin(page, { dni: '11000007G', birthdate: '2001-07-01' });
  await expect(page.getByRole('alert')).toContainText('No constas como accionista');
  await expect(page).toHaveURL(/\/accionistas\/login$/);
});

test('wrong credentials, then 466, then 409, on one login page: each outcome in turn', async ({ page }) => {
  test.slow(); // three logins
  await page.goto('/abonado');
  await mailLogin(page, 'grupo.amigo2@demo.club', 'NoEsMiClave1');
  await expect(page.getByRole('alert')).toContainText('Los datos no son correctos');
  // The typed mail stays for the next try.
  await expect(page.getByLabel('Correo electrónico')).toHaveValue('grupo.amigo2@demo.club');

  await page.getByLabel('Correo electrónico').fill('');
  await page.getByLabel('Contraseña', { exact: true }).fill('');
  await mailLogin(page, 'cuenta.empresa@demo.club');
  await expect(page.getByRole('alert')).toContainText('Tu cuenta no puede entrar por aquí');

  await page.getByLabel('Correo electrónico').fill('');
  await page.getByLabel('Contraseña', { exact: true }).fill('');
  await mailLogin(page, 'socio.pendiente@demo.club');
  await page.waitForURL('**/abonado/pendiente');
  await expect(page.getByRole('heading', { level: 1, name: 'Tu alta está pendiente' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('after five failures the rate limit locks the form and says for how long', async ({ page }) => {
  test.slow(); // six logins
  await page.goto('/abonado');
  await typeInto(page, 'Correo electrónico', 'grupo.libre@demo.club');
  const password = page.getByLabel('Contraseña', { exact: true });
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await password.fill('');
    await typeInto(page, 'Contraseña', `Mala${attempt}clave`);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').first()).toContainText('Los datos no son correctos');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  }
  await password.fill('');
  await typeInto(page, 'Contraseña', 'Mala6clave');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Por tu seguridad, espera 15 minutos/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/screens/login-locked.png' });
});

test('a loading overlay covers the page while the login call runs (spec §4 "Login")', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/users/login', async (route) => {
    await held; // the answer waits until the overlay has been seen
    await route.continue();
  });
  await page.goto('/abonado');
  await mailLogin(page, 'socio@demo.club');
  const overlay = page.getByRole('dialog').filter({ hasText: 'Entrando…' });
  await expect(overlay).toBeVisible();
  release();
  await page.waitForURL('**/abonado/perfil');
  await expect(overlay).toBeHidden();
});
