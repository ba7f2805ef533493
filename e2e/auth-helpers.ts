import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Demo2526!';

/** The links minted for this run's database by e2e/prepare-server.ts. */
export function deepLinks(): { login: string; gateLogin: string; ticketGateLogin: string; guestGateLogin: string; photoReviewLogin: string; redirect: string; expired: string; forged: string } {
  return JSON.parse(readFileSync(process.env.E2E_DEEP_LINKS ?? '', 'utf8')) as ReturnType<typeof deepLinks>;
}

/** The body of the last mail (or SMS, for a phone) the server "sent" to `recipient` (MAIL_OUTBOX_FILE). */
export async function lastMailBody(recipient: string): Promise<string> {
  let body = '';
  await expect
    .poll(() => {
      const lines = readFileSync(process.env.E2E_MAIL_FILE ?? '', 'utf8').trim().split('\n');
      const mails = lines.filter(Boolean).map((line) => JSON.parse(line) as { recipient: string; body: string });
      body = mails.filter((mail) => mail.recipient.toLowerCase() === recipient.toLowerCase()).at(-1)?.body ?? '';
      return body;
    })
    .toBeTruthy();
  return body;
}

/** The site path in the last mail the server "sent" to `recipient`. */
export async function lastMailedPath(recipient: string, startsWith: string): Promise<string> {
  const path = (await lastMailBody(recipient)).match(new RegExp(`${startsWith}[^\\s)]+`))?.[0];
  expect(path, `a ${startsWith} link in the last mail to ${recipient}`).toBeTruthy();
  return path ?? '';
}

/** Types into a field with the keyboard only: focus it as Tab would, then type. */
export async function typeInto(page: Page, label: string | RegExp, text: string): Promise<void> {
  await page.getByLabel(label, { exact: typeof label === 'string' }).focus();
  await page.keyboard.type(text);
}

/** The mail-and-password login, by keyboard, sent with Enter. */
export async function mailLogin(page: Page, mail: string, password = PASSWORD): Promise<void> {
  await typeInto(page, 'Correo electrónico', mail);
  await typeInto(page, 'Contraseña', password);
  await page.keyboard.press('Enter');
}

/** Picks a login kind with the arrow keys, as a keyboard user moves through radio buttons. */
export async function chooseLoginKind(page: Page, kind: 'Abonado' | 'Simpatizante' | 'Aficionado'): Promise<void> {
  await page.getByRole('radio', { name: 'Correo y contraseña' }).focus();
  const steps = { Abonado: 1, Simpatizante: 2, Aficionado: 3 }[kind];
  for (let step = 0; step < steps; step += 1) await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: kind })).toBeChecked();
}

/**
 * Card number (when given), DNI, birth date and the PIN, or the password for fans and
 * shareholders; sent with Enter. The date field's segment order follows the machine's locale, not
 * the page's, so the date is set as its ISO value instead of typed digit by digit.
 */
export async function cardLogin(
  page: Page,
  fields: { number?: string; dni: string; birthdate: string; pin?: string; password?: string },
): Promise<void> {
  if (fields.number) await typeInto(page, /Número de carnet/, fields.number);
  await typeInto(page, 'DNI o NIE', fields.dni);
  await page.getByLabel('Fecha de nacimiento').fill(fields.birthdate);
  if (fields.pin !== undefined) await typeInto(page, 'PIN', fields.pin);
  else await typeInto(page, 'Contraseña', fields.password ?? PASSWORD);
  await page.keyboard.press('Enter');
}

/** The alert popup (spec §2: an alertdialog for errors, a dialog for success) says `text`; its button closes it, by keyboard. */
export async function dismissAlert(page: Page, text: string): Promise<void> {
  const alert = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: text });
  // After a navigation home: the page's code and the dialogs' load first on a busy machine.
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Aceptar' }).focus();
  await page.keyboard.press('Enter');
  await expect(alert).toBeHidden();
}

/**
 * Starts a session without the login form, for tests about what comes after it (the login
 * itself is tested through its form): the context's cookies are the page's.
 */
export async function apiLogin(page: Page, mail: string, password = PASSWORD): Promise<void> {
  const response = await page.request.post('/api/users/login', { data: { mail, password } });
  expect(response.status(), `login of ${mail}`).toBe(200);
}
