import { expect, type Page, test } from '@playwright/test';
import { TEST_CONTROLS_PREFIX } from '../server/ops/test-controls';
import { apiLogin } from './auth-helpers';
import { expectNoAxeViolations } from './helpers';
import { FAMILY_OWNER, RENEWING_MEMBER, renewalCalendar, WAITING_FAN } from './renewal-accounts';

/**
 * The next season on the main server, in the order the campaign lives it: members renew while the
 * window is open, the deadline passes and the family's relocation window opens, then every window
 * is over and the waiting list gets its offers. The calendar is moved with the test controls
 * instead of waiting; the tests share it, so they run one after the other.
 */
test.describe.configure({ mode: 'serial' });

const IBAN = 'ES91 2100 0418 4502 0005 1332';

async function moveCalendar(page: Page, phase: Parameters<typeof renewalCalendar>[0]): Promise<void> {
  const response = await page.request.post(`${TEST_CONTROLS_PREFIX}/season-calendar`, { data: renewalCalendar(phase) });
  expect(response.status()).toBe(204);
}

/** The first amount in euros a text writes ("1.234,56 €", or "247 €" for whole euros), in cents. */
function centsIn(text: string): number {
  const match = /(\d{1,3}(?:\.\d{3})*)(?:,(\d{2}))?\s*€/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number(match[1]!.replaceAll('.', '')) * 100 + Number(match[2] ?? 0);
}

test('a member keeps their seat for next season in one click, paying in three instalments', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await moveCalendar(page, 'renewal');
  await apiLogin(page, RENEWING_MEMBER.mail);
  await page.goto('/abonado');
  await page.getByRole('link', { name: /^Renovar mi abono/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Renueva tu abono 26/27' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('radio', { name: /Tres plazos domiciliados/ }).check();
  await page.getByLabel('Cuenta para los cargos (IBAN)').fill(IBAN);
  await page.getByRole('button', { name: 'Renovar con mi asiento' }).click();

  const record = page.getByRole('region', { name: 'Tu renovación 26/27' });
  await expect(record).toContainText('Renovado: tu asiento es tuyo la próxima temporada.');
  await expect(record).toContainText('terminada en 1332');
  const charges = record.getByRole('listitem').filter({ hasText: 'pendiente' });
  await expect(charges).toHaveCount(3);
  // The three instalments add up to the total, to the cent.
  const total = centsIn((await record.getByText(/^Total /).textContent()) ?? '');
  const amounts = await charges.evaluateAll((items) => items.map((item) => item.textContent ?? ''));
  expect(amounts.map(centsIn).reduce((sum, cents) => sum + cents, 0)).toBe(total);
  await expectNoAxeViolations(page);
});

/** "…, fila 4, asiento 12" → [4, 12] for each text. */
const rowsAndNumbers = (texts: string[]) =>
  texts.map((text) => {
    const match = /fila (\d+), asiento (\d+)/.exec(text);
    if (!match) throw new Error(`no seat in "${text}"`);
    return [Number(match[1]), Number(match[2])] as const;
  });

/** Side by side: one row, consecutive numbers. */
function expectTogether(seats: (readonly [number, number])[]): void {
  expect(new Set(seats.map(([row]) => row)).size).toBe(1);
  const numbers = seats.map(([, number]) => number).sort((a, b) => a - b);
  expect(numbers.at(-1)! - numbers[0]!).toBe(numbers.length - 1);
}

test('a family renewed together by its owner moves together in its relocation window', async ({ page }) => {
  await apiLogin(page, FAMILY_OWNER.mail);
  await page.goto('/abonado/renovacion');
  await expect(page.getByRole('heading', { level: 1, name: 'Renueva tu abono 26/27' })).toBeVisible();
  // The three of the family, each with their own price, and the family's discount.
  await expect(page.getByText('Descuento familiar').first()).toBeVisible();
  await page.getByRole('radio', { name: /Tres plazos domiciliados/ }).check();
  await page.getByLabel('Cuenta para los cargos (IBAN)').fill(IBAN);
  await page.getByLabel('Quiero cambiar de asiento para la 26/27').check();
  await page.getByRole('button', { name: 'Renovar con mi asiento' }).click();
  const record = page.getByRole('region', { name: 'Tu renovación 26/27' });
  await expect(record).toContainText('Renovado: tu asiento es tuyo la próxima temporada.');
  await expect(record.getByRole('listitem').filter({ hasText: 'pendiente' })).toHaveCount(9);

  // The renewal closes; the family's window, the only one asked for, is open now.
  await moveCalendar(page, 'relocation');
  await record.getByRole('link', { name: 'Cambiar de asiento en mi turno' }).click();
  await expect(page.getByRole('heading', { name: 'Es tu turno: elige tu nuevo asiento' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Mejores asientos juntos' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cambiar' }).click();
  await expect(page.getByText('Ya tienes tu nuevo asiento')).toBeVisible();
  await expect(page.getByText(/Los asientos anteriores quedan libres\./)).toBeVisible();
  const seats = await page.getByRole('listitem').filter({ hasText: /^(Fermín|Flora|Fabio): / }).allTextContents();
  expect(seats).toHaveLength(3);
  expectTogether(rowsAndNumbers(seats));
  await expectNoAxeViolations(page);
});

test('a family of four on the waiting list is offered four seats together once the windows are over', async ({ page }) => {
  await apiLogin(page, WAITING_FAN.mail);
  await page.goto('/abonado/lista-de-espera');
  await expect(page.getByRole('heading', { level: 1, name: 'Lista de espera' })).toBeVisible();
  await page.getByLabel('¿Cuántos asientos juntos necesitas?').selectOption('4');
  await page.getByRole('button', { name: 'Apuntarme' }).click();
  await expect(page.getByText('Tu puesto: 1')).toBeVisible();
  await expect(page.getByText('Pides 4 asientos juntos.')).toBeVisible();

  // Every relocation window is over: the seats left free are offered in order.
  await moveCalendar(page, 'offers');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tenemos 4 asientos juntos para ti' })).toBeVisible();
  await expectNoAxeViolations(page);
  const offered = page.getByRole('list', { name: 'Asientos ofrecidos' }).getByRole('listitem');
  await expect(offered).toHaveCount(4);
  expectTogether(rowsAndNumbers(await offered.allTextContents()));
  await page.getByRole('button', { name: 'Aceptar los asientos' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByRole('heading', { name: 'Has aceptado tus asientos' })).toBeVisible();
});
