import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers';
import { askBestSeats, press, seatOptions } from './seat-change-helpers';
import { SIGNUP, choosePass, chooseSeatAt, fillPersonalData, holdSeats, openAreaNamed, unitsLeft, visitor } from './signup-helpers';

/**
 * The sign-up (hazte-abonado) on the real server, keyboard only: a new visitor from their data to
 * a paid pass with a seat. Areas are chosen by name so tests running side by side never want the
 * same seats; Zona W3B's last two seats are the race's (server/README.md, sign-up demo data).
 */

/** Product 103 (youth 14–16, full season) has one unit left in the demo data: this visitor buys it. */
const YOUTH_PRODUCT = 103;

test('a new visitor at 375 px: data, pass, seat and card payment, reloading on each step; the hold takes the last unit', async ({ page, browser }) => {
  test.slow(); // the whole flow with a reload on each step, axe on each, and the code's mail delivered over SMTP
  await page.setViewportSize({ width: 375, height: 812 });
  const holder = visitor('joven', 1, '2009-03-15', 'Marta');
  await page.goto(SIGNUP.personal);
  await expectNoAxeViolations(page);
  await fillPersonalData(page, holder, { wrongCodeFirst: true });

  // Step 2: the role and why, from the birth date; the draft survives a reload.
  const main = page.getByRole('main');
  await expect(main).toContainText('Te corresponde el abono Joven (14 a 16)');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hazte abonado: tu abono' })).toBeVisible();
  await expect(main).toContainText('Queda 1');
  await expectNoAxeViolations(page);
  await choosePass(page);

  // Seats: the hold's countdown runs; a reload keeps the order and its clock.
  await expect(page.getByRole('timer')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('timer')).toBeVisible();
  await openAreaNamed(page, 'Zona NE1A');
  const seat = await chooseSeatAt(page, 0);
  await expectNoAxeViolations(page);
  await holdSeats(page);

  // The hold took the last unit: the next visitor of that age sees the pass sold out and cannot
  // choose it, before this one has paid.
  const context = await browser.newContext({ locale: 'es-ES' });
  const next = await context.newPage();
  await next.goto(SIGNUP.personal);
  expect(await unitsLeft(next, YOUTH_PRODUCT)).toBe(0);
  await fillPersonalData(next, visitor('joven.2', 2, '2010-01-20', 'Pablo'));
  await expect(next.getByRole('main')).toContainText('Agotado');
  await expect(next.getByRole('group', { name: 'Abonos a la venta' }).getByRole('radio').first()).toBeDisabled();
  await context.close();

  // Payment: the order as held; a reload keeps it.
  await expect(main).toContainText(seat.replace('Fila', 'fila'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hazte abonado: pago' })).toBeVisible();
  await expectNoAxeViolations(page);
  await press(page, page.getByRole('button', { name: 'Pagar' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmar el pago' })).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Aprobar el pago' }));

  await expect(page.getByRole('heading', { level: 1, name: '¡Ya eres abonado!' })).toBeVisible();
  await expect(main).toContainText(/abonado n\.º \d+/);
  await expect(main).toContainText(seat.replace('Fila', 'fila'));
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/screens/signup-paid-375.png' });
  const [download] = await Promise.all([page.waitForEvent('download'), press(page, page.getByRole('link', { name: 'Descargar mi abono (PDF)' }))]);
  expect(download.suggestedFilename()).toMatch(/^abono-\d+\.pdf$/);
  expect(readFileSync(await download.path()).subarray(0, 5).toString()).toBe('%PDF-');
  expect(await unitsLeft(page, YOUTH_PRODUCT)).toBe(0);

});

test('a family of two adults and a child at 1280 px: the §9 discounts, the right total, a declined card leaves nothing, and once paid they are a family', async ({ page }) => {
  test.slow(); // two orders, each to the provider
  await page.goto(SIGNUP.personal);
  await fillPersonalData(page, visitor('familia', 3, '1980-04-10', 'Ana'));
  const main = page.getByRole('main');
  await expect(main).toContainText('Te corresponde el abono Adulto');
  for (const [name, birthdate] of [['Jorge', '1984-09-02'], ['Leo', '2015-05-01']] as const) {
    await press(page, page.getByRole('button', { name: 'Añadir a otra persona' }));
    const form = page.getByRole('form', { name: 'Otra persona' });
    await form.getByLabel('Nombre', { exact: true }).focus();
    await page.keyboard.type(name);
    await form.getByLabel('Apellidos').focus();
    await page.keyboard.type('Alta familia');
    await form.getByLabel('Fecha de nacimiento').fill(birthdate);
    await press(page, form.getByRole('button', { name: 'Añadir', exact: true }));
  }
  await expect(main).toContainText('2.º adulto, 20 % menos');
  // The child's own price (120 €) is already half the adult one: no discount to show.
  await expect(main).toContainText(/Total para 3 personas: 552\s€/);
  await expectNoAxeViolations(page);
  await choosePass(page);

  // One seat per person, in the list's order: the n-th seat is the n-th person's.
  await openAreaNamed(page, 'Zona NW1A');
  for (const index of [0, 1, 2]) await chooseSeatAt(page, index);
  await holdSeats(page);
  // Adult 240 €, the second adult 20 % off (192 €), the child half the adult price (120 €).
  await expect(main).toContainText(/Total para 3 personas: 552\s€/);
  await page.screenshot({ path: 'test-results/screens/signup-family-payment-1280.png' });

  await press(page, page.getByRole('button', { name: 'Pagar' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmar el pago' })).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Rechazar el pago' }));
  await expect(main.getByText('El pago no se ha completado')).toBeVisible();
  await expect(main).toContainText('hemos liberado tus asientos');
  await expectNoAxeViolations(page);
  const order = await page.request.get('/api/signup/orders/latest');
  expect(((await order.json()) as { status: string; people: { partnerNumber: number | null }[] }).people.map((person) => person.partnerNumber)).toEqual([null, null, null]);

  // Again, the best seats together by keyboard (held at once, accepted as they are), approved:
  // the success page says what comes next, and the family is already a group.
  await press(page, page.getByRole('button', { name: 'Volver a intentarlo' }));
  await choosePass(page);
  await openAreaNamed(page, 'Zona NW1A');
  await askBestSeats(page, 3);
  await press(page, page.getByRole('button', { name: 'Aceptar y continuar' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Hazte abonado: pago' })).toBeVisible();
  await expect(main).toContainText(/Total para 3 personas: 552\s€/);
  await press(page, page.getByRole('button', { name: 'Pagar' }));
  await press(page, page.getByRole('button', { name: 'Aprobar el pago' }));
  const next = page.getByRole('region', { name: 'Y ahora, ¿qué?' });
  await expect(next).toContainText(/Ya sois abonados: vuestros números de abonado son \d+, \d+ y \d+\./);
  await expect(next).toContainText('Ya estáis agrupados como familia en «Familia Alta»');
  await press(page, next.getByRole('link', { name: 'Ver mi grupo' }));
  const group = page.getByRole('region', { name: 'Mi grupo' });
  await expect(group).toContainText('Familia Alta');
  await expect(group).toContainText('Descuento familiar');
  for (const name of ['Jorge Alta familia', 'Leo Alta familia']) {
    await expect(group.getByRole('listitem').filter({ hasText: name })).toContainText('Sin acceso propio: lo gestiona Ana Alta familia');
  }
  await expectNoAxeViolations(page);
});

test('two browsers race for the last seats of Zona W3B: one holds the seat and pays at 1280 px, the other is told and takes the seat left', async ({ browser }) => {
  test.slow(); // two visitors' whole sign-up up to the payment, side by side
  const pages = await Promise.all(
    [visitor('carrera.1', 4, '1975-01-01', 'Nuria'), visitor('carrera.2', 5, '1976-02-02', 'Iker')].map(async (person) => {
      const context = await browser.newContext({ locale: 'es-ES' });
      const page = await context.newPage();
      await page.goto(SIGNUP.personal);
      await fillPersonalData(page, person);
      await choosePass(page);
      await openAreaNamed(page, 'Zona W3B');
      await chooseSeatAt(page, 0);
      return page;
    }),
  );
  // Both ask for the same seat at once.
  await Promise.all(pages.map((page) => press(page, page.getByRole('button', { name: 'Reservar y continuar' }))));
  const paying = (page: Page) => page.getByRole('heading', { level: 1, name: 'Hazte abonado: pago' });
  const told = (page: Page) => page.getByText('Alguien acaba de reservar uno de esos asientos. Elige otro, por favor.');
  await Promise.all(pages.map((page) => expect(paying(page).or(told(page))).toBeVisible()));
  const winners = await Promise.all(pages.map((page) => paying(page).isVisible()));
  expect(winners.filter(Boolean)).toHaveLength(1);
  const winner = pages[winners.indexOf(true)]!;
  const loser = pages[winners.indexOf(false)]!;
  // The winner pays by card at 1280 px and is a member with that seat.
  await press(winner, winner.getByRole('button', { name: 'Pagar' }));
  await press(winner, winner.getByRole('button', { name: 'Aprobar el pago' }));
  await expect(winner.getByRole('heading', { level: 1, name: '¡Ya eres abonado!' })).toBeVisible();
  await expect(winner.getByRole('main')).toContainText('Zona W3B, fila 12, asiento 12');
  await winner.screenshot({ path: 'test-results/screens/signup-paid-1280.png' });
  // The loser's list now shows only the seat left; they take it.
  await expect(seatOptions(loser)).toHaveCount(1);
  await chooseSeatAt(loser, 0);
  await holdSeats(loser);
  await Promise.all(pages.map((page) => page.context().close()));
});

test('a corrupt stored draft is discarded with a message, and the flow starts again at step 1', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('partner', '{"idRoll": "uno", '));
  await page.goto(SIGNUP.pass);
  await expect(page).toHaveURL(new RegExp(`${SIGNUP.personal}$`));
  await expect(page.getByRole('main')).toContainText('No hemos podido leer los datos de tu alta guardados en este navegador');
  await expect(page.getByRole('heading', { level: 1, name: 'Hazte abonado: tus datos' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('partner'))).toBeNull();
});
