import { expect, test } from '@playwright/test';
import { apiLogin, dismissAlert } from './auth-helpers';
import { expectNoAxeViolations } from './helpers';
import { askBestSeats, chooseSeat, countdownSeconds, openArea, press, startSeatChange } from './seat-change-helpers';

/**
 * The seat change a partner makes on a phone, keyboard only, on the real server: the area, the
 * seat on the map (its list alternative), the checkout and the payment provider, back to the
 * result and the profile. Each test logs in as its own demo partner (server/README.md), so tests
 * running side by side never share a change.
 */
test.use({ viewport: { width: 375, height: 800 } });

/**
 * Tests run side by side on one database: each holds seats in an area of its own (by its place in
 * the list, cheapest first), so none takes another's seat, except the two browsers on purpose.
 * They start from the second free seat: payment.spec holds the first free seat of an area.
 */
const AREA = { pay: 0, reload: 1, twoBrowsers: 2, group: 3, forged: 4, backFromProvider: 5 } as const;
const SEAT = 1;

test('a partner changes seat and pays: the profile shows the new seat', async ({ page }) => {
  test.slow(); // the whole change: areas, seats, confirmation, the provider's page and back
  await startSeatChange(page, 'cambio.libre.1@demo.club');
  await expect(page.getByRole('timer')).toBeVisible();
  await expectNoAxeViolations(page);
  const areaName = await openArea(page, AREA.pay);
  await expectNoAxeViolations(page);
  const seat = await chooseSeat(page, SEAT);
  await press(page, page.getByRole('button', { name: 'Reservar y continuar' }));

  await expect(page.getByRole('heading', { level: 1, name: 'Revisa y paga' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText(`${areaName}, fila ${seat.row}, asiento ${seat.number}`);
  await expect(main.getByText('Gestión del cambio', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await press(page, page.getByRole('button', { name: 'Confirmar y pagar' }));

  await expect(page.getByRole('heading', { level: 1, name: 'Confirmar el pago' })).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Aprobar el pago' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Tu cambio de asiento está hecho' })).toBeVisible();
  await press(page, page.getByRole('link', { name: 'Ir a mi perfil' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil de abonado' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`${areaName} · Fila ${seat.row} · Asiento ${seat.number}`);
});

test('a group owner moves themself and a member: a proposal swapped by mouse is declined and nobody moves; the best seats by keyboard are paid', async ({ page }) => {
  test.slow(); // two changes, each to the provider
  await startSeatChange(page, 'cambio.titular@demo.club', ['Pau Soler Ferrer']);
  const areaName = await openArea(page, AREA.group);
  const main = page.getByRole('main');
  await expect(main).toContainText('Elige en el mapa o en la lista 2 asientos');
  await chooseSeat(page, SEAT);
  await press(page, page.getByRole('button', { name: 'Reservar y continuar' }));
  await expect(page.getByRole('alert').filter({ hasText: 'Elige 2 asientos' })).toBeVisible();

  // With the mouse: the best seats together in this area, held at once; then one seat swapped.
  await page.getByRole('button', { name: 'Elegir los mejores asientos juntos' }).click();
  const proposal = page.getByRole('region', { name: 'Tu propuesta de asientos' });
  await expect(proposal.getByRole('status')).toHaveText(new RegExp(`^2 asientos juntos en ${areaName}: fila \\d+, del \\d+ al \\d+$`));
  await proposal.getByRole('button', { name: 'Cambiar asientos' }).click();
  await expect(proposal).toBeHidden();
  const assignment = page.getByRole('list', { name: 'Asiento de cada abonado' });
  await assignment.getByRole('button', { name: 'Quitar el asiento de Pau Soler Ferrer' }).click();
  await expect(assignment).toContainText('Pau Soler Ferrer: sin elegir');
  // The list alternative opens where the keyboard enters it; the seat is then clicked.
  const free = page.getByRole('group', { name: /^Asientos libres en / }).getByRole('checkbox', { checked: false });
  await free.first().focus();
  const swapped = free.nth(SEAT);
  const [, row = '', number = ''] = /Fila (\d+), asiento (\d+)/.exec((await swapped.locator('xpath=..').textContent()) ?? '') ?? [];
  await swapped.click();
  await expect(assignment).toContainText(`Pau Soler Ferrer: ${areaName}, fila ${row}, asiento ${number}`);
  // Seats chosen, the hold taken with the mouse: the list must not fold away under the pointer as focus leaves it.
  await page.getByRole('button', { name: 'Reservar y continuar' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Revisa y paga' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /socio n\.º 3010/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /socio n\.º 3011/ })).toBeVisible();
  await expect(main).toContainText(`${areaName}, fila ${row}, asiento ${number}`);
  await press(page, page.getByRole('radio', { name: 'Bizum' }), 'Space');
  await press(page, page.getByRole('button', { name: 'Confirmar y pagar' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmar el pago' })).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Rechazar el pago' }));
  await expect(page.getByRole('heading', { level: 1, name: 'No se ha hecho el cambio de asiento' })).toBeVisible();
  await page.goto('/abonado/perfil');
  await expect(page.getByRole('main')).toContainText('Zona N2B');

  // Again, by keyboard from the area list: the server chooses the area, the proposal is accepted and paid.
  await startSeatChange(page, 'cambio.titular@demo.club', ['Pau Soler Ferrer']);
  const best = await askBestSeats(page, 2);
  await expect(page.getByRole('heading', { level: 2, name: `Asientos de ${best.area}` })).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Aceptar y continuar' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Revisa y paga' })).toBeVisible();
  await expect(main).toContainText(`${best.area}, fila`);
  await press(page, page.getByRole('button', { name: 'Confirmar y pagar' }));
  await press(page, page.getByRole('button', { name: 'Aprobar el pago' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Tu cambio de asiento está hecho' })).toBeVisible();
  await page.goto('/abonado/perfil');
  await expect(page.getByRole('main')).toContainText(`${best.area} · Fila`);
});

test('a reload mid-change keeps the change and the server’s time; leaving the payment pending ends in a refund', async ({ page }) => {
  await startSeatChange(page, 'cambio.libre.2@demo.club');
  const areaName = await openArea(page, AREA.reload);
  const before = await countdownSeconds(page);
  const readAt = Date.now();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: `Asientos de ${areaName}` })).toBeVisible();
  const after = await countdownSeconds(page);
  // The same hold goes on: it lost only the time the reload took (however slow the machine), plus a tick.
  const secondsSpent = Math.ceil((Date.now() - readAt) / 1000);
  expect(after).toBeLessThanOrEqual(before);
  expect(after).toBeGreaterThanOrEqual(before - secondsSpent - 1);
  await chooseSeat(page, SEAT);
  await press(page, page.getByRole('button', { name: 'Reservar y continuar' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Revisa y paga' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Revisa y paga' })).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Confirmar y pagar' }));
  await press(page, page.getByRole('button', { name: 'Dejar el pago pendiente' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Te devolveremos el importe' })).toBeVisible();
});

test('two browsers on one seat: one holds it, the other is told and its map refreshed', async ({ browser }) => {
  const [first, second] = await Promise.all([browser.newContext({ viewport: { width: 375, height: 800 } }), browser.newContext({ viewport: { width: 1280, height: 900 } })]);
  const [one, two] = await Promise.all([first.newPage(), second.newPage()]);
  await startSeatChange(one, 'cambio.libre.3@demo.club');
  await startSeatChange(two, 'cambio.libre.4@demo.club');
  const area = await openArea(one, AREA.twoBrowsers);
  expect(await openArea(two, AREA.twoBrowsers)).toBe(area);
  const seat = await chooseSeat(one, SEAT);
  expect(await chooseSeat(two, SEAT)).toEqual(seat);
  await press(one, one.getByRole('button', { name: 'Reservar y continuar' }));
  await expect(one.getByRole('heading', { level: 1, name: 'Revisa y paga' })).toBeVisible();
  await press(two, two.getByRole('button', { name: 'Reservar y continuar' }));
  await expect(two.getByRole('alert').filter({ hasText: 'Alguien acaba de reservar uno de los asientos' })).toBeVisible();
  await expect(two.getByRole('heading', { level: 1, name: 'Elige el asiento' })).toBeVisible();
  // The seat is no longer offered; the one beside it still is.
  await expect(two.getByRole('radio', { name: new RegExp(`^Fila ${seat.row}, asiento ${seat.number}\\b`) })).toHaveCount(0);
  await expect(two.getByRole('radio').first()).toBeVisible();
  await Promise.all([first.close(), second.close()]);
});

test('a change already live in another tab: the confirm cancels it and starts a new one', async ({ context }) => {
  test.slow(); // two tabs, a live change cancelled and a new one started on the server both workers share: over a minute on a busy machine
  const [tab, other] = await Promise.all([context.newPage(), context.newPage()]);
  await apiLogin(tab, 'cambio.libre.5@demo.club');
  await tab.goto('/abonado/cambio-asiento/seleccion-sector');
  await expect(tab.getByRole('button', { name: 'Empezar el cambio' })).toBeVisible();
  await other.goto('/abonado/cambio-asiento/seleccion-sector');
  await press(other, other.getByRole('button', { name: 'Empezar el cambio' }));
  await expect(other.getByRole('heading', { level: 1, name: 'Elige la zona' })).toBeVisible();

  await press(tab, tab.getByRole('button', { name: 'Empezar el cambio' }));
  const dialog = tab.getByRole('alertdialog').or(tab.getByRole('dialog')).filter({ hasText: 'Ya tienes un cambio de asiento en curso' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(tab);
  const before = (await (await tab.request.get('/api/group-seat-change')).json()) as { session: string };
  await press(tab, dialog.getByRole('button', { name: 'Cancelar y empezar otro' }));
  await expect(tab.getByRole('heading', { level: 1, name: 'Elige la zona' })).toBeVisible();
  const after = (await (await tab.request.get('/api/group-seat-change')).json()) as { session: string };
  expect(after.session).not.toBe(before.session);
});

test('a forged transaction URL from a tampered API is refused: the browser stays on the checkout', async ({ page }) => {
  await startSeatChange(page, 'cambio.libre.6@demo.club');
  await openArea(page, AREA.forged);
  await chooseSeat(page, SEAT);
  await press(page, page.getByRole('button', { name: 'Reservar y continuar' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Revisa y paga' })).toBeVisible();
  await page.route('**/api/group-seat-change/payment', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ transaction: 'https://pagos.example.com/checkout?amount=1' }) }),
  );
  await press(page, page.getByRole('button', { name: 'Confirmar y pagar' }));
  await expect(page.getByRole('alert').filter({ hasText: 'No hemos podido procesar tu alta, por favor prueba más tarde' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/abonado/cambio-asiento/checkout');
});

test('members who may not change seat get no action, and the routes send them to /abonado', async ({ page }) => {
  for (const mail of ['cambio.no.permitido@demo.club', 'cambio.sin.ejecucion@demo.club']) {
    await page.context().clearCookies();
    await apiLogin(page, mail);
    await page.goto('/abonado/perfil');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil de abonado' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cambiar de asiento' })).toHaveCount(0);
    for (const path of ['/abonado/cambio-asiento/seleccion-sector', '/abonado/cambio-asiento/seleccion-asiento?zona=106', '/abonado/cambio-asiento/checkout']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/abonado');
    }
  }
});

const demoCases: [mail: string, path: string, heading: string, also?: string][] = [
  ['cambio.abierto@demo.club', '/abonado/cambio-asiento/seleccion-sector', 'Elige la zona'],
  ['cambio.pagado@demo.club', '/abonado/cambio-asiento/checkout/success', 'Tu cambio de asiento está hecho'],
  ['cambio.fallido@demo.club', '/abonado/cambio-asiento/checkout/error', 'No se ha hecho el cambio de asiento'],
  ['cambio.no.permitido@demo.club', '/abonado/perfil', 'Mi perfil de abonado'],
  ['cambio.sin.ejecucion@demo.club', '/abonado/perfil', 'Mi perfil de abonado', 'El cambio de asiento no está abierto ahora mismo'],
];

for (const [mail, path, heading, also] of demoCases) {
  test(`${mail} shows its case at 375 and 1280 px`, async ({ page }) => {
    await apiLogin(page, mail);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), `at ${width} px`).toBeVisible();
      if (also) await expect(page.getByRole('main')).toContainText(also);
      if (path.endsWith('seleccion-sector')) await expect(page.getByRole('timer')).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}

test('cancelling the live change frees it and returns to the profile', async ({ page }) => {
  await startSeatChange(page, 'cambio.libre.10@demo.club');
  await press(page, page.getByRole('button', { name: 'Cancelar el cambio de asiento' }));
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: '¿Cancelar el cambio de asiento?' });
  await press(page, dialog.getByRole('button', { name: 'Sí, cancelar' }));
  await dismissAlert(page, 'Hemos cancelado el cambio de asiento');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil de abonado' })).toBeVisible();
  expect((await page.request.get('/api/group-seat-change')).status()).toBe(404);
});

test('the partner’s own area draws, with their current seat marked', async ({ page }) => {
  await startSeatChange(page, 'cambio.libre.8@demo.club');
  await page.goto('/abonado/cambio-asiento/seleccion-asiento?zona=106');
  await expect(page.getByRole('heading', { level: 2, name: 'Asientos de Zona N2B' })).toBeVisible();
  const current = page.getByRole('radio', { name: /tu asiento actual/ });
  await expect(current).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('back from the provider without paying: starting again says the change waits for payment, on the profile', async ({ page }) => {
  await startSeatChange(page, 'cambio.libre.9@demo.club');
  await openArea(page, AREA.backFromProvider);
  await chooseSeat(page, SEAT);
  await press(page, page.getByRole('button', { name: 'Reservar y continuar' }));
  await press(page, page.getByRole('button', { name: 'Confirmar y pagar' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmar el pago' })).toBeVisible();
  await page.goto('/abonado/cambio-asiento/seleccion-sector');
  await press(page, page.getByRole('button', { name: 'Empezar el cambio' }));
  await dismissAlert(page, 'Tienes un cambio de asiento esperando la confirmación del pago');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil de abonado' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cambio de asiento pendiente de pago' })).toBeVisible();
});
