import { expect, type Page } from '@playwright/test';
import { PASSWORD, typeInto } from './auth-helpers';
import { mailedCode } from './mailbox';
import { press, seatOptions } from './seat-change-helpers';

export const SIGNUP = {
  personal: '/hazte-abonado/datos-personales-base',
  pass: '/hazte-abonado/seleccion-abono-base',
  seats: '/hazte-abonado/seleccion',
  payment: '/hazte-abonado/pago-abono-base',
} as const;

export interface Visitor {
  name: string;
  lastname: string;
  mail: string;
  /** YYYY-MM-DD */
  birthdate: string;
  dni: string;
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A valid DNI (8 digits and their check letter) no demo account has: numbers from 70000000 up. */
export function dniFor(seed: number): string {
  const number = 70_000_000 + seed;
  return `${number}${DNI_LETTERS[number % 23]}`;
}

/** A new visitor, unique in this run's database. */
export function visitor(key: string, seed: number, birthdate: string, name = 'Lucía'): Visitor {
  return { name, lastname: `Alta ${key}`, mail: `alta.${key}@example.com`, birthdate, dni: dniFor(seed) };
}

/**
 * Step 1 by keyboard: every field, the terms, sent with Enter; then the 6-digit code from the
 * mail delivered over SMTP to the run's local mailbox (after a wrong one, when asked). Lands on
 * the pass selection.
 */
export async function fillPersonalData(page: Page, person: Visitor, options: { wrongCodeFirst?: boolean } = {}): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Hazte abonado: tus datos' })).toBeVisible();
  await sendPersonalData(page, person, /acepto las condiciones/);
  await confirmMailCode(page, person.mail, options);
}

/** Step 1's fields by keyboard, the terms named `terms` ticked, and the account asked for. */
export async function sendPersonalData(page: Page, person: Visitor, terms: RegExp): Promise<void> {
  await typeInto(page, 'Nombre', person.name);
  await typeInto(page, 'Apellidos', person.lastname);
  await typeInto(page, 'DNI o NIE', person.dni);
  // The date field's segment order follows the machine's locale: its ISO value is set instead.
  await page.getByLabel('Fecha de nacimiento').fill(person.birthdate);
  await typeInto(page, 'Correo electrónico', person.mail);
  await typeInto(page, 'Contraseña nueva', PASSWORD);
  await typeInto(page, 'Repite la contraseña nueva', PASSWORD);
  await press(page, page.getByRole('checkbox', { name: terms }), 'Space');
  await press(page, page.getByRole('button', { name: 'Crear mi cuenta y continuar' }));
}

/** Step 1's code: the field has the focus; the code is the one mailed to `mail`, read from the local mailbox. */
export async function confirmMailCode(page: Page, mail: string, options: { wrongCodeFirst?: boolean } = {}): Promise<void> {
  await expect(page.getByRole('main')).toContainText(`Te hemos enviado un código de 6 dígitos a ${mail}`);
  const field = page.getByLabel('Código de 6 dígitos');
  await expect(field).toBeFocused();
  // Delivered over SMTP, parsed from its raw source (e2e/mailbox.ts); the newest code mailed to the address.
  const code = await mailedCode(mail);
  if (options.wrongCodeFirst) {
    await page.keyboard.type(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toContainText('Ese código no es el que te hemos enviado');
    await expect(field).toBeFocused();
    await expect(page.getByRole('button', { name: /^Enviarme otro código \(en 0:\d\d\)$/ })).toBeDisabled();
    await field.fill('');
  }
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Hazte abonado: tu abono' })).toBeVisible();
}

/** Step 2: the first pass on sale (the term as it is), then on to the seats. */
export async function choosePass(page: Page, product?: RegExp): Promise<void> {
  const choice = product ? page.getByRole('radio', { name: product }) : page.getByRole('group', { name: 'Abonos a la venta' }).getByRole('radio').first();
  await press(page, choice, 'Space');
  await expect(choice).toBeChecked();
  await press(page, page.getByRole('button', { name: 'Continuar y elegir asientos' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Hazte abonado: tus asientos' })).toBeVisible();
}

/** Opens the area called `name` from the list (the map's keyboard model is the kit's to test). */
export async function openAreaNamed(page: Page, name: string): Promise<void> {
  await press(page, page.getByRole('main').getByRole('listitem').getByRole('button', { name: new RegExp(`^${name} `) }));
  await expect(page.getByRole('heading', { level: 2, name: `Asientos de ${name}` })).toBeVisible();
}

/** The `index`-th free seat of the list alternative, by keyboard: its "Fila R, asiento N". */
export async function chooseSeatAt(page: Page, index: number): Promise<string> {
  const option = seatOptions(page).nth(index);
  await press(page, option, 'Space');
  await expect(option).toBeChecked();
  const label = (await option.locator('xpath=..').textContent()) ?? '';
  return /Fila \d+, asiento \d+/.exec(label)?.[0] ?? '';
}

/** Holds the chosen seats and lands on the payment step. */
export async function holdSeats(page: Page): Promise<void> {
  await press(page, page.getByRole('button', { name: 'Reservar y continuar' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Hazte abonado: pago' })).toBeVisible();
}

/** Units left of a product, as the public availability call says. */
export async function unitsLeft(page: Page, productId: number): Promise<number | null> {
  const response = await page.request.get(`/api/partners/create/availability/${productId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { unitsLeft: number | null }).unitsLeft;
}
