import { expect, test } from '@playwright/test';
import { apiLogin } from './auth-helpers';
import { expectNoAxeViolations } from './helpers';

/** After a login, a navigation or the reload a validation causes: the page's code loads first on a busy machine. */

/** A 1 × 1 PNG: enough for the browser to decode, crop and encode. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test.use({ viewport: { width: 375, height: 800 } });

test('each kind sees its own area, and another kind’s page sends them to theirs', async ({ page, context }) => {
  test.slow();
  const areas = [
    { mail: 'socio@demo.club', path: '/abonado/perfil', title: 'Mi perfil de abonado', shows: /Zona N2B/ },
    { mail: 'simpatizante.numero@demo.club', path: '/simpatizante/perfil', title: 'Mi perfil de simpatizante', shows: /5001/ },
    { mail: 'accionista@demo.club', path: '/accionista', title: 'Mi área de accionista', shows: /accionista está activo/ },
    { mail: 'empresa@demo.club', path: '/empresa', title: 'Área de empresa', shows: /administra las cuentas/ },
  ];
  for (const area of areas) {
    await context.clearCookies();
    await apiLogin(page, area.mail);
    await page.goto(area.path);
    await expect(page.getByRole('heading', { level: 1, name: area.title })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(area.shows);
  }
  // The partner's pass: IBAN masked but for its last four digits, the seat change offered.
  await context.clearCookies();
  await apiLogin(page, 'socio@demo.club');
  await page.goto('/empresa');
  await page.waitForURL('**/abonado/perfil');
  const pass = page.getByRole('region', { name: 'Tu abono' });
  await expect(pass.getByRole('link', { name: 'Cambiar de asiento' })).toBeVisible();
  await expect(pass).toContainText('240 €');
  await expectNoAxeViolations(page);
  // A split payment's second half, due since 10 September: the server's job debits it at its start
  // and the simulator declines this IBAN (it ends in 0000). The profile says so and what to do.
  await context.clearCookies();
  await apiLogin(page, 'pago.rechazado@demo.club');
  await page.goto('/abonado/perfil');
  const declined = page.getByRole('region', { name: 'Tu abono' });
  await expect(async () => {
    await page.reload();
    await expect(declined).toContainText('sin cobrar: tu banco rechazó la domiciliación', { timeout: 1000 });
  }).toPass();
  await expect(declined.getByRole('link', { name: 'abonos@cbribera.example' })).toBeVisible();
});

test('editing my data: a new mail asks for the password, a mail in use is said on its field, a failure keeps what was typed, a new mail waits for its link', async ({ page }) => {
  await apiLogin(page, 'socio.bloqueado@demo.club');
  await page.goto('/abonado/perfil');
  // The group panel below has its own form (a partner in no group may create one): stay in this panel.
  const data = page.getByRole('region', { name: 'Datos personales' });
  await expect(data.getByRole('button', { name: 'Editar datos' })).toBeVisible();
  await data.getByRole('button', { name: 'Editar datos' }).focus();
  await page.keyboard.press('Enter');
  await expect(data.getByLabel('Nombre', { exact: true })).toBeFocused();
  const mail = data.getByLabel(/^Correo electrónico/);
  await mail.fill('');
  await mail.focus();
  await page.keyboard.type('socio@demo.club');
  // A new mail asks for the current password; a wrong one is said on its field.
  const password = data.getByLabel(/^Contraseña actual/);
  await password.focus();
  await page.keyboard.type('Wrong2526!');
  await page.keyboard.press('Enter');
  await expect(password).toBeFocused();
  await expect(password).toHaveAccessibleDescription(/La contraseña no es correcta/);
  await password.fill('');
  await password.focus();
  await page.keyboard.type('Demo2526!');
  await page.keyboard.press('Enter');
  await expect(mail).toBeFocused();
  await expect(mail).toHaveAccessibleDescription(/Ese correo ya lo usa otra cuenta/);

  // The server fails once: the message, and the form as it was.
  await mail.fill('');
  await mail.focus();
  await page.keyboard.type('oscar.vidal@correo.es');
  const phone = data.getByLabel(/^Teléfono/);
  await phone.fill('');
  await phone.focus();
  await page.keyboard.type('+34611222333');
  await page.route('**/api/users/update', (route) => route.fulfill({ status: 500, body: '{}' }), { times: 1 });
  await page.keyboard.press('Enter');
  await expect(data.getByRole('alert')).toContainText('No hemos podido conectar');
  await expect(mail).toHaveValue('oscar.vidal@correo.es');
  await page.keyboard.press('Enter');
  await expect(data.getByRole('status')).toContainText('Te hemos enviado un enlace a oscar.vidal@correo.es');
  await expect(data).toContainText('socio.bloqueado@demo.club (cambio a oscar.vidal@correo.es pendiente de confirmar)');
  await expect(data).toContainText('+34611222333');
  // The confirmed mail stays until the link is used, and says so after a reload too.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Datos personales' })).toContainText('(cambio a oscar.vidal@correo.es pendiente de confirmar)');
});

test('mandatory validation first: a wrong file is refused, a new photo is cropped and sent, then the address is changed', async ({ page }) => {
  test.slow();
  await apiLogin(page, 'validaciones@demo.club');
  await page.goto('/abonado/perfil');
  await expect(page.getByRole('heading', { level: 1, name: 'Antes de seguir, revisa tus datos' })).toBeFocused();
  await expect(page.getByText('Paso 1 de 2: foto')).toBeVisible();
  await expectNoAxeViolations(page);

  const upload = page.getByRole('button', { name: 'Subir una foto nueva' });
  await upload.focus();
  let chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
  await expect(page.getByRole('alert')).toContainText('Elige una imagen JPEG, PNG o WebP.');

  chooser = page.waitForEvent('filechooser');
  await upload.focus();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'yo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Vista previa de tu nueva foto de carné' })).toBeVisible();
  await page.getByRole('button', { name: 'Usar esta foto' }).focus();
  await page.keyboard.press('Enter');

  // Confirming reloads the page (spec §4): the address step follows.
  await expect(page.getByRole('region', { name: 'Tu dirección' })).toContainText('Avenida del Puerto 40');
  await page.getByRole('button', { name: 'Cambiarla' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Calle, número, piso y puerta')).toBeFocused();
  await page.getByLabel('Calle, número, piso y puerta').fill('');
  await page.keyboard.type('Calle de la Reina 8, 2º');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil de abonado' })).toBeVisible();
  const data = page.getByRole('region', { name: 'Datos personales' });
  await expect(data).toContainText('Calle de la Reina 8, 2º');
  await expect(data).toContainText('En revisión por el club');
});

test('the photo on file can be kept, or the photo omitted and the address on file confirmed', async ({ page, context }) => {
  test.slow();
  await apiLogin(page, 'validacion.foto@demo.club');
  await page.goto('/abonado/perfil');
  await expect(page.getByRole('img', { name: 'Tu foto de carné actual' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar esta foto' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil de abonado' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Datos personales' })).toContainText('Confirmada');

  await context.clearCookies();
  await apiLogin(page, 'validacion.omitir@demo.club');
  await page.goto('/abonado/perfil');
  await page.getByRole('button', { name: 'Omitir por ahora' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Tu dirección' })).toContainText('Carrer de Sueca 21');
  await page.getByRole('button', { name: 'Sí, es correcta' }).focus();
  await page.keyboard.press('Enter');
  const data = page.getByRole('region', { name: 'Datos personales' });
  await expect(data).toContainText('Pendiente (la omitiste)');
  await expect(data).toContainText('Carrer de Sueca 21');
});
