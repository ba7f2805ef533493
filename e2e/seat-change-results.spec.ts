import { expect, test } from '@playwright/test';
import { apiLogin } from './auth-helpers';
import { expectNoAxeViolations } from './helpers';

/**
 * Where a seat change ends, with the seat-change demo accounts (server/README.md): the checkout
 * result pages read the member's last finished change, and a change waiting for payment is shown
 * on the profile with the way to cancel it. Keyboard only.
 */

test.use({ viewport: { width: 375, height: 800 } });

test('a paid change: checkout/success shows the seat left and the new one, and leads to the profile', async ({ page }) => {
  await apiLogin(page, 'cambio.pagado@demo.club');
  await page.goto('/abonado/cambio-asiento/checkout/success');
  await expect(page.getByRole('heading', { level: 1, name: 'Tu cambio de asiento está hecho' })).toBeFocused();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: /socio n\.º 3003/ })).toBeVisible();
  await expect(main.getByText('Asiento anterior', { exact: true })).toBeVisible();
  await expect(main.getByText('Asiento nuevo', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.keyboard.press('Tab');
  const toProfile = page.getByRole('link', { name: 'Ir a mi perfil' });
  for (let presses = 0; presses < 40 && !(await toProfile.evaluate((link) => link === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
  await expect(toProfile).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil de abonado' })).toBeVisible();
});

test('a failed change: the record wins over the address, checkout/success says it was not made', async ({ page }) => {
  await apiLogin(page, 'cambio.fallido@demo.club');
  await page.goto('/abonado/cambio-asiento/checkout/error');
  await expect(page.getByRole('heading', { level: 1, name: 'No se ha hecho el cambio de asiento' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('no te hemos cobrado nada');
  await expectNoAxeViolations(page);
  await page.goto('/abonado/cambio-asiento/checkout/success');
  await expect(page.getByRole('heading', { level: 1, name: 'No se ha hecho el cambio de asiento' })).toBeVisible();
});

test('without a session, or at an unknown result, the not-found page shows at the same address', async ({ page }) => {
  for (const path of ['/abonado/cambio-asiento/checkout/success', '/abonado/cambio-asiento/checkout/pending-refund']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);
  }
  await apiLogin(page, 'cambio.pagado@demo.club');
  await page.goto('/abonado/cambio-asiento/checkout/otra-cosa');
  await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/abonado/cambio-asiento/checkout/otra-cosa');
});

test('no answer for the result: the not-found page offers a retry, which shows the result', async ({ page }) => {
  await apiLogin(page, 'cambio.pagado@demo.club');
  let failing = true;
  await page.route('**/api/group-seat-change/finished', (route) => (failing ? route.abort('connectionreset') : route.continue()));
  await page.goto('/abonado/cambio-asiento/checkout/success');
  await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: 'Reintentar' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Tu cambio de asiento está hecho' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/abonado/cambio-asiento/checkout/success');
});

test('a change waiting for payment shows on the profile and is cancelled with a confirm, by keyboard', async ({ page }) => {
  await apiLogin(page, 'cambio.pago@demo.club');
  const pending = page.getByRole('region', { name: 'Cambio de asiento pendiente de pago' });
  // Seen at the desktop width first, then cancelled on the phone.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/abonado/perfil');
  await expect(pending).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(pending).toContainText('Asiento nuevo');
  await expectNoAxeViolations(page);

  const cancel = pending.getByRole('button', { name: 'Cancelar el cambio' });
  await cancel.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: '¿Cancelar el cambio de asiento?' }).or(page.getByRole('dialog', { name: '¿Cancelar el cambio de asiento?' }));
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sí, cancelar' }).focus();
  await page.keyboard.press('Enter');

  await expect(pending.getByText('Hemos cancelado el cambio de asiento.')).toBeVisible();
  const left = await page.request.get('/api/group-seat-change/pending-payment');
  expect(left.status()).toBe(404);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil de abonado' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cambio de asiento pendiente de pago' })).toHaveCount(0);
});
