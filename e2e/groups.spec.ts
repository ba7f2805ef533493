import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiLogin, typeInto } from './auth-helpers';
import { expectNoAxeViolations } from './helpers';

/**
 * The group panel of the partner's profile (spec §6, §7 Groups, §8) on the real server with the
 * demo accounts of server/README.md "Groups", keyboard only. Double authentication is on in the
 * demo data: every member added waits for the token mailed to them (read from MAIL_OUTBOX_FILE).
 * Each test uses accounts no other e2e test changes (grupo.titular only logs out elsewhere;
 * grupo.hijo is only impersonated, and the impersonation test holds in or out of a group). The
 * invited partner's own side uses grupo.invitada, not grupo.pendiente: the owner's test removes
 * and adds grupo.pendiente again, and the invited side declines (the tests run in parallel).
 */

const TERESA = { number: '2020', name: 'Teresa', lastname: 'Aleixandre Puig', dni: '20200020V', birthdate: '1990-03-15', mail: 'grupo.libre@demo.club' };
const HUGO = { number: '2030', name: 'Hugo', lastname: 'Sendra Cano', dni: '20300030T', birthdate: '1987-07-21', mail: 'grupo.bloqueado@demo.club' };

/** Logs in through the API (the login form has its own tests) and opens the profile's group panel. */
async function openGroupPanel(page: Page, mail: string): Promise<Locator> {
  await apiLogin(page, mail);
  await page.goto('/abonado/perfil');
  const panel = page.getByRole('region', { name: 'Mi grupo' });
  await expect(panel).toBeVisible();
  return panel;
}

/** Presses a control as a keyboard user does once it has focus. */
async function press(control: Locator, key = 'Enter'): Promise<void> {
  await control.focus();
  await control.page().keyboard.press(key);
}

/** Replaces a field's text by keyboard: focus, select all, type. */
async function retype(field: Locator, text: string): Promise<void> {
  await field.focus();
  await field.page().keyboard.press('ControlOrMeta+A');
  await field.page().keyboard.type(text);
}

/**
 * A member's fields, by keyboard. The date field's segment order follows the machine's locale,
 * not the page's, so the date is set as its ISO value (as the login helpers do).
 */
async function fillMember(scope: Locator, member: typeof TERESA): Promise<void> {
  await retype(scope.getByLabel('Número de abonado'), member.number);
  await retype(scope.getByLabel('Nombre', { exact: true }), member.name);
  await retype(scope.getByLabel(/^Apellidos/), member.lastname);
  await retype(scope.getByLabel('DNI o NIE'), member.dni);
  await scope.getByLabel('Fecha de nacimiento').fill(member.birthdate);
  await retype(scope.getByLabel('Correo electrónico'), member.mail);
}

/** The group token in the last mail the server "sent" to `recipient`, once it differs from `before`. */
async function mailedToken(recipient: string, before: string | null = null): Promise<string> {
  let token: string | null = null;
  await expect
    .poll(() => {
      const lines = readFileSync(process.env.E2E_MAIL_FILE ?? '', 'utf8').trim().split('\n').filter(Boolean);
      const mails = lines.map((line) => JSON.parse(line) as { recipient: string; body: string });
      const body = mails.filter((mail) => mail.recipient === recipient).at(-1)?.body ?? '';
      token = /Código de confirmación: ([A-Z0-9]+)/.exec(body)?.[1] ?? null;
      return token !== null && token !== before;
    })
    .toBe(true);
  return token ?? '';
}

/** The §8 error said on a field: invalid, and read with it. */
async function expectFieldError(field: Locator, text: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(text));
  await expect(field).toBeFocused();
}

test('a partner in no group creates one: a blocked first member (401), then Teresa; her token (a wrong one first); remove; dissolve', async ({ page }) => {
  test.slow(); // a whole group's life
  const panel = await openGroupPanel(page, 'grupo.sin.grupo@demo.club');
  await expect(panel).toContainText('Todavía no perteneces a ningún grupo.');
  await expectNoAxeViolations(page);

  // Type with the arrow keys, the name, and a blocked partner as the first member.
  await press(panel.getByRole('radio', { name: 'Familia' }), 'ArrowRight');
  await expect(panel.getByRole('radio', { name: 'Amigos' })).toBeChecked();
  await typeInto(page, 'Nombre del grupo', 'Amigas de la grada');
  const first = panel.getByRole('group', { name: 'Primer miembro' });
  await fillMember(first, HUGO);
  await press(panel.getByRole('button', { name: 'Crear el grupo' }));
  await expect(panel.getByRole('alert')).toContainText('Hugo Sendra Cano no puede unirse a un grupo porque su abono está bloqueado.');

  // Nothing typed is lost: the group's name stays; the member becomes Teresa.
  await expect(panel.getByLabel('Nombre del grupo')).toHaveValue('Amigas de la grada');
  await fillMember(first, TERESA);
  await press(panel.getByRole('button', { name: 'Crear el grupo' }));

  // Created: Teresa is pending, and the token she was mailed is asked for at once.
  const dialog = page.getByRole('dialog', { name: 'Confirma el nuevo miembro' });
  await expect(dialog).toContainText('Hemos enviado un código al correo de Teresa Aleixandre Puig.');
  // The page under the dialog is hidden from assistive technology (aria-hidden) while it is open.
  await expect(page.getByText('Hemos creado el grupo «Amigas de la grada». Eres su titular.')).toBeVisible();
  const tokenField = dialog.getByLabel('Código de confirmación');
  await expect(tokenField).toBeFocused();
  await page.keyboard.type('ZZZZ2222ZZ');
  await page.keyboard.press('Enter');
  await expectFieldError(tokenField, 'El código no es correcto.');
  await expectNoAxeViolations(page);
  await retype(tokenField, await mailedToken(TERESA.mail));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const notice = panel.getByRole('status').filter({ hasText: 'Teresa Aleixandre Puig ya es miembro del grupo.' });
  await expect(notice).toBeFocused();
  await expect(panel.getByRole('list', { name: 'Situación de Teresa Aleixandre Puig' })).toHaveText('Miembro');

  // Remove her: marked with the space bar, one save, a confirm dialog (focus starts on cancel).
  await press(panel.getByRole('checkbox', { name: 'Teresa Aleixandre Puig' }), 'Space');
  await press(panel.getByRole('button', { name: 'Quitar del grupo a 1 persona' }));
  const confirmRemove = page.getByRole('alertdialog', { name: '¿Quitar del grupo?' });
  await expect(confirmRemove.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('status').filter({ hasText: 'Hemos quitado del grupo a Teresa Aleixandre Puig.' })).toBeFocused();
  await expect(panel.getByRole('region', { name: 'Miembros' }).getByRole('checkbox')).toHaveCount(0);
  await expect(panel).toContainText('Amigos · 1 de 6 plazas ocupadas');

  // The sole owner cannot leave: dissolve instead.
  await expect(panel).toContainText('Eres el único titular del grupo, así que no puedes salir de él.');
  await expect(panel.getByRole('button', { name: 'Salir del grupo' })).toHaveCount(0);
  await press(panel.getByRole('button', { name: 'Disolver el grupo' }));
  await page.getByRole('alertdialog', { name: '¿Disolver el grupo?' }).getByRole('button', { name: 'Disolver' }).focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('status').filter({ hasText: 'Has disuelto el grupo «Amigas de la grada».' })).toBeFocused();
  await expect(panel.getByRole('heading', { name: 'Crear un grupo' })).toBeVisible();
});

test('an owner: the expired token (457) with remove and add again, then every add error on its field (452–455, 458) and the rate limit (429)', async ({ page }) => {
  test.slow(); // eight saves
  const panel = await openGroupPanel(page, 'grupo.titular@demo.club');
  await expect(panel).toContainText('Descuento familiar');

  // Rosa's token has expired: the way on is to remove her and add her again.
  await press(panel.getByRole('button', { name: 'Introducir código de Rosa Ferrando Llopis' }));
  const dialog = page.getByRole('dialog', { name: 'Confirma el nuevo miembro' });
  await expect(dialog.getByLabel('Código de confirmación')).toBeFocused();
  await page.keyboard.type('CADUCADA26');
  await page.keyboard.press('Enter');
  const expired = dialog.getByRole('alert');
  await expect(expired).toContainText('El código ha caducado: solo vale 48 horas.');
  await press(expired.getByRole('button', { name: 'Quitar y volver a añadir' }));
  await expect(dialog).toBeHidden();

  // She is back in the add form with what the group knew of her; her DNI is asked for first.
  const add = panel.getByRole('region', { name: 'Añadir personas' });
  await expect(add.getByLabel('Número de abonado')).toHaveValue('2004');
  await expect(add.getByLabel('DNI o NIE')).toBeFocused();
  await page.keyboard.type('20040004N');
  await add.getByLabel('Fecha de nacimiento').fill('2008-12-01');
  await press(add.getByRole('button', { name: 'Añadir al grupo' }));
  await expect(dialog).toContainText('Hemos enviado un código al correo de Rosa Ferrando Llopis.');
  await expect(dialog.getByLabel('Código de confirmación')).toBeFocused();
  await page.keyboard.type(await mailedToken('grupo.pendiente@demo.club'));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('status').filter({ hasText: 'Rosa Ferrando Llopis ya es miembro del grupo.' })).toBeFocused();

  // Every mismatch is said on its field; what was typed stays for the next try.
  await fillMember(add, { ...TERESA, name: 'Tere' });
  const save = add.getByRole('button', { name: 'Añadir al grupo' });
  await press(save);
  await expectFieldError(add.getByLabel('Nombre', { exact: true }), 'El nombre o los apellidos no coinciden');
  await expect(add.getByLabel('DNI o NIE')).toHaveValue(TERESA.dni);
  await expectNoAxeViolations(page);

  await retype(add.getByLabel('Nombre', { exact: true }), TERESA.name);
  await retype(add.getByLabel('DNI o NIE'), '12345678Z');
  await press(save);
  await expectFieldError(add.getByLabel('DNI o NIE'), 'El DNI o NIE no coincide');

  await retype(add.getByLabel('DNI o NIE'), TERESA.dni);
  await add.getByLabel('Fecha de nacimiento').fill('1990-03-16');
  await press(save);
  await expectFieldError(add.getByLabel('Fecha de nacimiento'), 'La fecha de nacimiento no coincide');

  await add.getByLabel('Fecha de nacimiento').fill(TERESA.birthdate);
  await retype(add.getByLabel('Correo electrónico'), 'teresa@demo.club');
  await press(save);
  await expectFieldError(add.getByLabel('Correo electrónico'), 'El correo electrónico no coincide');

  await retype(add.getByLabel('Número de abonado'), '2999');
  await press(save);
  await expectFieldError(add.getByLabel('Número de abonado'), 'No hay ningún abonado con este número.');

  // A sixth failure in 15 minutes: the rate limit, with the minutes to wait.
  await retype(add.getByLabel('Número de abonado'), TERESA.number);
  await press(save);
  await expect(add.getByRole('alert')).toContainText('Demasiados intentos fallidos seguidos.');
  await expect(add.getByRole('alert')).toContainText(/Podrás volver a intentarlo dentro de 1[45] minutos\./);
  await expect(add.getByLabel('Correo electrónico')).toHaveValue('teresa@demo.club');
});

test('the owner of a full group hears 459 beside the form', async ({ page }) => {
  const panel = await openGroupPanel(page, 'grupo.amigos@demo.club');
  await expect(panel).toContainText('Amigos · 3 de 3 plazas ocupadas');
  await expect(panel).toContainText('El grupo está completo');
  const add = panel.getByRole('region', { name: 'Añadir personas' });
  await expect(add.getByRole('button', { name: 'Añadir otra persona' })).toHaveCount(0);
  await fillMember(add, TERESA);
  await press(add.getByRole('button', { name: 'Añadir al grupo' }));
  await expect(add.getByRole('alert')).toContainText('El grupo ya tiene el máximo de miembros.');
  await expect(add.getByLabel('Número de abonado')).toHaveValue(TERESA.number);
});

test('a plain member sees the group without owner actions and leaves it', async ({ page }) => {
  const panel = await openGroupPanel(page, 'grupo.hijo@demo.club');
  await expect(panel).toContainText('Familia Ferrando');
  await expect(panel.getByRole('list', { name: 'Situación de Vicente Ferrando Gil' })).toHaveText('Titular');
  await expect(panel.getByRole('list', { name: 'Situación de Nicolás Ferrando Llopis' })).toHaveText('TúMiembro');
  await expect(panel.getByRole('checkbox')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: /Quitar|Disolver|Introducir código|Añadir/ })).toHaveCount(0);
  await expect(panel.getByRole('region', { name: 'Añadir personas' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await press(panel.getByRole('button', { name: 'Salir del grupo' }));
  const confirmLeave = page.getByRole('alertdialog', { name: '¿Salir del grupo?' });
  await expect(confirmLeave).toContainText('Vas a salir del grupo «Familia Ferrando».');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('status').filter({ hasText: 'Has salido del grupo «Familia Ferrando».' })).toBeFocused();
  await expect(panel).toContainText('Todavía no perteneces a ningún grupo.');
});

test('an invited partner sees the invitation: the expired code (457) says an owner must add her again; she declines and sees the create form', async ({ page }) => {
  test.slow(); // two saves, axe twice
  const panel = await openGroupPanel(page, 'grupo.invitada@demo.club');
  await expect(panel.getByRole('heading', { name: 'Te han invitado a un grupo' })).toBeVisible();
  await expect(panel).toContainText('Te han añadido al grupo «Amics de la Fonteta» (amigos).');
  await expect(panel.getByRole('heading', { name: 'Crear un grupo' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Her code has expired: only an owner can have a new one sent, by removing and adding her again.
  const tokenField = panel.getByLabel('Código de confirmación');
  await tokenField.focus();
  await page.keyboard.type('CADUCADA26');
  await page.keyboard.press('Enter');
  const expired = panel.getByRole('alert');
  await expect(expired).toContainText('El código ha caducado: solo vale 48 horas. Pide a un titular del grupo que te quite y te vuelva a añadir');
  await expect(tokenField).toHaveValue('CADUCADA26');
  await expectNoAxeViolations(page);

  // She declines: a confirm dialog first (focus on cancel), then the create form.
  await press(panel.getByRole('button', { name: 'Rechazar la invitación' }));
  const confirmDecline = page.getByRole('alertdialog', { name: '¿Rechazar la invitación?' });
  await expect(confirmDecline).toContainText('No entrarás en el grupo «Amics de la Fonteta».');
  await expect(confirmDecline.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirmDecline.getByRole('button', { name: 'Rechazar', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('status').filter({ hasText: 'Has rechazado la invitación al grupo «Amics de la Fonteta».' })).toBeFocused();
  await expect(panel).toContainText('Todavía no perteneces a ningún grupo.');
  await expect(panel.getByRole('heading', { name: 'Crear un grupo' })).toBeVisible();
});
