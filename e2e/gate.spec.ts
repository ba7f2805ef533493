import { expect, test } from '@playwright/test';
import { apiLogin, deepLinks } from './auth-helpers';
import { gateTestGameStartsAt } from './gate-game';
import { readQrText } from './qr';

/** The men's league game added for this test (prepare-server.ts), tomorrow at 18:00 in Madrid: doors open an hour before. */
const DOORS_OPEN = new Date(gateTestGameStartsAt().getTime() - 3_600_000);

test('a gate without network admits the code read from the member’s card once, reopens offline, refuses it again, and syncs when back online', async ({ page, browser, baseURL }) => {
  // The member's phone: the card and its rotating code.
  await page.clock.install({ time: DOORS_OPEN });
  await apiLogin(page, 'carnet@demo.club');
  await page.goto('/abonado/carnet');
  const code = await readQrText(page.getByTestId('card-qr'));
  expect(code).toMatch(/^CB1:\d{2}\/\d{2}:4101:\d{8}$/);

  // The gate's device, before doors open: today's game downloaded.
  const gateContext = await browser.newContext({ baseURL });
  const gate = await gateContext.newPage();
  await gate.clock.install({ time: DOORS_OPEN });
  // Employees reach the site through the back office's login link, then their home's link.
  await gate.goto(`/dl/${deepLinks().gateLogin}`);
  await gate.getByRole('link', { name: 'Control de acceso (taquilla)' }).click();
  await gate.waitForURL('**/taquilla');
  await gate.getByRole('button', { name: 'Descargar datos del partido' }).click();
  const field = gate.getByLabel('Código del carnet o de la entrada');
  await expect(field).toBeFocused();
  await expect(gate.getByRole('region', { name: 'Partido' })).toContainText('Liga masculina');
  // Complete only with every photo kept on the device, each checked against its signed hash.
  await expect(gate.getByRole('region', { name: 'Partido' })).toContainText(/Fotos\s*([1-9]\d*) de \1 en este dispositivo/);
  await expect(gate.locator('html')).toHaveAttribute('data-offline-app', 'ready');

  // The network goes; the gate goes on, and says the other gates will not see its entries.
  await gateContext.setOffline(true);
  await expect(gate.getByText('Las otras puertas no verán estas entradas hasta que vuelva la conexión.')).toBeVisible();
  await field.fill(code);
  await field.press('Enter');
  await expect(gate.getByRole('status').filter({ hasText: 'Adelante' })).toContainText('Nuria Bosch Alapont');
  // Her photo, offline: the 96 px thumbnail the server made for the download, not the photo on file.
  await expect(gate.getByRole('img', { name: /^Foto de Nuria/ })).toHaveJSProperty('naturalWidth', 96);
  await expect(gate.getByText('Sin conexión: 1 entrada pendiente de enviar.')).toBeVisible();
  // The page opens again without a network, with its download and the entry kept on the device.
  await gate.reload();
  await expect(field).toBeFocused();
  await expect(gate.getByText('Sin conexión: 1 entrada pendiente de enviar.')).toBeVisible();
  // The same code again (a screenshot passed on): already inside.
  await field.fill(code);
  await field.press('Enter');
  await expect(gate.getByRole('alert').filter({ hasText: 'Ya ha entrado' })).toContainText('por esta puerta');

  // Back online: the entry goes to the server at once.
  await gateContext.setOffline(false);
  await expect(gate.getByText(/^Sincronizado a las \d\d:\d\d\.$/)).toBeVisible();
  await gateContext.close();
});
