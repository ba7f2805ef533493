import { expect, test } from '@playwright/test';
import { apiLogin, dismissAlert, lastMailBody, lastMailedPath, mailLogin, typeInto } from './auth-helpers';
import { expectNoAxeViolations } from './helpers';

test('recover → restore from the mailed link → log in with the new password', async ({ page }) => {
  test.slow(); // three pages and a mailed link
  const mail = 'grupo.conyuge@demo.club';
  await page.goto('/abonado');
  await page.getByRole('link', { name: 'He olvidado mi contraseña' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/recuperar-contrasena');
  await expectNoAxeViolations(page);
  await typeInto(page, 'Correo electrónico', mail);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Revisa tu correo' })).toBeFocused();

  await page.goto(await lastMailedPath(mail, '/restablecer-contrasena/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Crear una contraseña nueva' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/screens/restore-password.png' });
  await typeInto(page, 'Contraseña nueva', 'Ribera2026nueva');
  await typeInto(page, 'Repite la contraseña nueva', 'Ribera2026nueva');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/abonado');
  await dismissAlert(page, 'Tu contraseña se ha cambiado');

  await mailLogin(page, mail, 'Ribera2026nueva');
  await page.waitForURL('**/abonado/perfil');
});

test('recover with an unknown mail says email not found', async ({ page }) => {
  await page.goto('/recuperar-contrasena');
  await typeInto(page, 'Correo electrónico', 'nadie@demo.club');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('No encontramos ninguna cuenta con ese correo.');
});

test('a restore link without both parts, or used, is refused', async ({ page }) => {
  await page.goto('/restablecer-contrasena/solo-hash');
  await expect(page.getByRole('heading', { level: 1, name: 'Este enlace ya no sirve' })).toBeVisible();
  await page.goto('/restablecer-contrasena/inventado/socio%40demo.club');
  await expect(page.getByRole('heading', { level: 1, name: 'Este enlace ya no sirve' })).toBeVisible();
});

test('the account mail reminder by number and PIN answers with the spec texts', async ({ page }) => {
  await page.goto('/recuperar-correo');
  await typeInto(page, 'Número de abonado o simpatizante', '1001');
  await typeInto(page, 'PIN', '1234');
  await page.keyboard.press('Enter');
  await expect(page.getByText('El proceso se ha realizado con éxito.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a session that ends under an open form: log in over it, nothing typed is lost', async ({ page }) => {
  test.slow(); // two logins and a form sent twice
  const mail = 'grupo.amigo1@demo.club';
  await page.goto('/abonado?redirect=/abonado/cambiar-contrasena');
  await mailLogin(page, mail);
  await page.waitForURL('**/abonado/cambiar-contrasena');
  await typeInto(page, 'Contraseña actual', 'Demo2526!');
  await typeInto(page, 'Contraseña nueva', 'Amigos2026ok');
  await typeInto(page, 'Repite la contraseña nueva', 'Amigos2026ok');

  // The session ends on the server (as after 24 h, or a logout elsewhere).
  expect((await page.request.put('/api/users/logout')).status()).toBe(204);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Tu sesión ha caducado' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/screens/session-expired.png' });
  await mailLogin(page, mail);
  await expect(dialog).toBeHidden();

  // The form still holds what was typed: send it again.
  await expect(page.getByLabel('Contraseña nueva', { exact: true })).toHaveValue('Amigos2026ok');
  await page.getByRole('button', { name: 'Cambiar la contraseña' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Contraseña cambiada' })).toBeVisible();
});

test('a new phone is confirmed with the code sent to it (from the profile, keyboard only)', async ({ page }) => {
  const phone = '+34699000111';
  await apiLogin(page, 'simpatizante@demo.club');
  expect((await page.request.put('/api/users/update', { data: { phone } })).status()).toBe(200);
  await page.goto('/simpatizante/perfil');
  const link = page.getByRole('link', { name: 'Confirmar mi teléfono' });
  await expect(link).toBeVisible();
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmar el teléfono' })).toBeVisible();
  await expect(page.getByLabel('Teléfono', { exact: true })).toHaveValue(phone);
  // There is no SMS gateway: the server leaves the text for the phone in its outbox.
  const code = /: (\S+)$/.exec(await lastMailBody(phone))?.[1] ?? '';
  expect(code, 'the code in the SMS').toBeTruthy();
  await typeInto(page, 'Código', code);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Teléfono confirmado' })).toBeVisible();
  await expectNoAxeViolations(page);
});
