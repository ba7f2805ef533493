import { expect, test } from '@playwright/test';
import { cardLogin, PASSWORD } from './auth-helpers';
import { holdAppEntry } from './helpers';
import { confirmMailCode, SIGNUP, visitor } from './signup-helpers';

/** Step 1's text fields for who a visitor is, by label, with what they type. */
const identityFields = (person: ReturnType<typeof visitor>): [string, string][] => [
  ['Nombre', person.name],
  ['Apellidos', person.lastname],
  ['DNI o NIE', person.dni],
  ['Correo electrónico', person.mail],
];

/**
 * The sign-up's first step and the login arrive as HTML with their forms: a visitor types before
 * the app has started (here its script is held back, as on a slow phone network), and nothing
 * typed is lost when it takes over.
 */
test('step 1 typed into before the app starts keeps every field, and the account is made from them', async ({ page }) => {
  const release = await holdAppEntry(page, SIGNUP.personal);
  const person = visitor('antes-de-la-app', 901, '1990-05-17');
  await page.goto(SIGNUP.personal);
  const fields: [string, string][] = [
    ...identityFields(person),
    ['Contraseña nueva', PASSWORD],
    ['Repite la contraseña nueva', PASSWORD],
  ];
  for (const [label, text] of fields) await page.getByLabel(label, { exact: true }).pressSequentially(text);
  await page.getByLabel('Fecha de nacimiento').fill(person.birthdate);
  await page.getByRole('checkbox', { name: /acepto las condiciones/ }).check();
  // Sent before the app runs: held, not sent by the browser with the fields in the address.
  await page.getByRole('button', { name: 'Crear mi cuenta y continuar' }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');
  expect(new URL(page.url()).search).toBe('');

  release();
  await confirmMailCode(page, person.mail);
});

test('the login kind chosen before the app starts is the form the app shows, and logs the member in', async ({ page }) => {
  const release = await holdAppEntry(page, '/abonado');
  await page.goto('/abonado');
  await page.getByRole('radio', { name: 'Abonado' }).check();
  release();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(page.getByRole('radio', { name: 'Abonado' })).toBeChecked();
  await cardLogin(page, { number: '1001', dni: '12345678z', birthdate: '1985-04-12', pin: '1234' });
  await page.waitForURL('**/abonado/perfil');
});

test('typing at a natural pace while the app starts on a slow phone loses no keystroke and keeps the field focused', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 }); // the app's start spans the typing
  const person = visitor('mientras-arranca', 902, '1990-05-17');
  await page.goto(SIGNUP.personal);
  const fields = identityFields(person);
  for (const [label, text] of fields) {
    await page.getByLabel(label, { exact: true }).focus();
    await page.keyboard.type(text);
  }
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  for (const [label, text] of fields) await expect(page.getByLabel(label, { exact: true })).toHaveValue(text);
  await expect(page.getByLabel('Correo electrónico')).toBeFocused();
});
