import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiLogin, PASSWORD, typeInto } from './auth-helpers';
import { expectNoAxeViolations } from './helpers';
import { mailboxUrl, newestMailId, parsedMail, waitForMail, type MailboxEntry } from './mailbox';
import { press } from './seat-change-helpers';
import { SIGNUP, choosePass, chooseSeatAt, fillPersonalData, holdSeats, openAreaNamed, visitor } from './signup-helpers';

/**
 * Every kind of mail the main server sends that a test can bring about, as delivered over SMTP to
 * the run's local mailbox (scripts/mailbox): its raw source parsed with mailparser, its HTML part
 * shown by the mailbox in Chromium, axe on that part as a document of its own (a mail is read as
 * one: its language, the logo's alt text, contrast), and its call to action followed to the page
 * it promises, in a browser with no session of the site (as on the member's phone).
 *
 * Every kind of server/mail is here: the sign-up code and confirmation link, the welcome mail,
 * password restore, mail reminder, both mails of a mail change, the group invitation, the special
 * renewal's creation link, and the second payment charged and declined. Not here: the phone's
 * code, an SMS with no gateway, which never leaves the outbox; and the confirmation link a
 * refused login sends is the sign-up's kind (sin.validar@demo.club is auth-errors.spec's).
 * Each test has its own accounts, untouched by other specs (server/README.md, demo accounts):
 * tests run side by side on one database.
 */

const SITE = `http://127.0.0.1:${process.env.E2E_PORT}`;
const LOGO = `${SITE}/icons/icon-192.png`;

interface MailCheck {
  /** The HTML part's level-1 heading. */
  heading: string;
  /** A mail with a code: the code, written out in both parts. */
  code?: string;
  /** A mail with a call to action: its text, and what the page it opens shows. */
  action?: { label: string; lands: (site: Page) => Promise<void> };
}

/** The page a visitor without a session gets at /abonado. */
const loginPage = async (site: Page) => {
  await site.waitForURL(/\/abonado$/);
  await expect(site.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
};

/** axe with e2e/helpers.ts's rules, on part of a page or without some rules (each use says why). */
async function expectNoAxeViolationsWith(page: Page, { exclude, disable }: { exclude?: string; disable?: string[] }): Promise<void> {
  let axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  if (exclude) axe = axe.exclude(exclude);
  if (disable) axe = axe.disableRules(disable);
  const results = await axe.analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * A mail's HTML part is shown inside a mail program's own page, which has the landmarks: the two
 * best-practice rules that ask a page for a main landmark and for all content inside landmarks do
 * not apply to it. Every WCAG rule does (language, alt texts, contrast, link names).
 */
const MAIL_DOCUMENT = { disable: ['landmark-one-main', 'region'] };

/** A mailbox page around its mail: the mail's part is in a sandboxed iframe without scripts, where axe cannot run; it is checked as a document. */
const AROUND_MAIL = { exclude: 'iframe' };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The mail as a member gets it: parsed from its raw source (both parts, the same code or link in
 * each), then opened in the local mailbox in a browser of its own, its HTML part as a document
 * (axe), and its call to action followed.
 */
async function readMail(browser: Browser, mail: MailboxEntry, check: MailCheck): Promise<void> {
  const parsed = await parsedMail(mail);
  expect(parsed.html, `mail ${mail.id} ("${mail.subject}") has an HTML part`).toBeTruthy();
  expect(parsed.text, `mail ${mail.id} ("${mail.subject}") has a text part`).toContain(check.heading);
  if (check.code) expect(parsed.text).toContain(check.code);

  const context = await browser.newContext({ locale: 'es-ES' });
  try {
    const page = await context.newPage();
    await page.goto(`${mailboxUrl}/mails/${mail.id}`);
    await expect(page.getByRole('heading', { level: 1, name: mail.subject })).toBeVisible();
    const part = page.frameLocator('iframe[title^="Parte HTML"]');
    await expect(part.getByRole('heading', { level: 1, name: check.heading })).toBeVisible();
    if (check.code) await expect(part.getByText(check.code, { exact: true })).toBeVisible();
    if (check.action) await expect(part.getByRole('link', { name: check.action.label })).toBeVisible();

    // The HTML part as a document of its own: its language, the club's logo with its alt text, axe.
    await page.goto(`${mailboxUrl}/mails/${mail.id}/html`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: check.heading })).toBeVisible();
    const logo = page.locator(`img[src="${LOGO}"]`);
    await expect(logo).toHaveAttribute('alt');
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { message: 'the logo loads from the site' }).toBe(true);
    if (check.code) await expect(page.getByText(check.code, { exact: true })).toBeVisible();
    await expectNoAxeViolationsWith(page, MAIL_DOCUMENT);

    const siteLinks = page.locator(`a[href^="${SITE}/"]`);
    if (!check.action) {
      await expect(siteLinks).toHaveCount(0);
      return;
    }
    // The call to action: the first link to the site, absolute (a mail has no page to resolve a path against), also in the text part.
    const action = siteLinks.first();
    await expect(action).toHaveText(check.action.label);
    const href = (await action.getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^${escapeRegExp(SITE)}/`));
    expect(parsed.text, 'the text part writes the link out').toContain(href);
    // React Email's links open a new tab (target=_blank): the member's browser, with no session.
    const opened = page.waitForEvent('popup');
    await press(page, action);
    const site = await opened;
    await check.action.lands(site);
  } finally {
    await context.close();
  }
}

test('a new member: the sign-up code, the confirmation link and, once paid, the welcome mail; the mailbox lists them', async ({ page, browser }) => {
  test.slow(); // a whole sign-up, then three mails
  const person = visitor('correos', 951, '1988-11-23', 'Irene');
  await page.goto(SIGNUP.personal);
  // Step 1 reads the code from the local mailbox (e2e/signup-helpers.ts) and types it.
  await fillPersonalData(page, person);
  // A pass, a seat in an area no other test takes, the card approved.
  await choosePass(page);
  await openAreaNamed(page, 'Zona E1B');
  await chooseSeatAt(page, 0);
  await holdSeats(page);
  await press(page, page.getByRole('button', { name: 'Pagar' }));
  await press(page, page.getByRole('button', { name: 'Aprobar el pago' }));
  await expect(page.getByRole('heading', { level: 1, name: '¡Ya eres abonado!' })).toBeVisible();

  const codeMail = await waitForMail(person.mail, { subject: /\b\d{6}\b/ });
  const code = /\b(\d{6})\b/.exec(codeMail.subject)?.[1] ?? '';
  await readMail(browser, codeMail, { heading: 'Tu código para confirmar el correo', code });

  // Mailed with the code: its link stays good for the mail the code has already confirmed.
  const confirmMail = await waitForMail(person.mail, { subject: /^Confirma tu correo$/ });
  await readMail(browser, confirmMail, {
    heading: 'Confirma tu correo',
    action: {
      label: 'Confirmar mi correo',
      lands: async (site) => {
        await site.waitForURL(/\/confirmar-correo\//);
        await expect(site.getByRole('heading', { level: 1, name: 'Correo confirmado' })).toBeVisible();
      },
    },
  });

  const welcome = await waitForMail(person.mail, { subject: /^Bienvenido/ });
  await readMail(browser, welcome, { heading: 'Tu abono está listo', action: { label: 'Entrar en mi área de abonado', lands: loginPage } });

  // The mailbox's own pages, by keyboard: the list (a table, newest first) and one mail; axe on both.
  await page.goto(mailboxUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Buzón local: correos que ha enviado el sitio' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: person.mail })).toHaveCount(3);
  await expectNoAxeViolations(page);
  await press(page, page.getByRole('link', { name: codeMail.subject }));
  await expect(page.getByRole('heading', { level: 1, name: codeMail.subject })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cabeceras' })).toContainText(person.mail);
  await expect(page.getByRole('region', { name: 'Parte HTML' }).locator('iframe')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Parte de texto' })).toContainText(`Código: ${code}`);
  await expectNoAxeViolationsWith(page, AROUND_MAIL);
});

test('password restore: the mailed link opens the new-password form', async ({ page, browser }) => {
  const mail = 'cambio.familiar@demo.club';
  const before = await newestMailId(mail);
  await page.goto('/recuperar-contrasena');
  await typeInto(page, 'Correo electrónico', mail);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Revisa tu correo' })).toBeFocused();
  const restore = await waitForMail(mail, { subject: /^Restablece tu contraseña$/, after: before });
  await readMail(browser, restore, {
    heading: 'Restablece tu contraseña',
    action: {
      label: 'Elegir una contraseña nueva',
      lands: async (site) => {
        await site.waitForURL(/\/restablecer-contrasena\//);
        await expect(site.getByRole('heading', { level: 1, name: 'Crear una contraseña nueva' })).toBeVisible();
      },
    },
  });
});

test('mail reminder by number and PIN: the mail names the address and leads to the login', async ({ page, browser }) => {
  const mail = 'pago.fraccionado@demo.club';
  const before = await newestMailId(mail);
  await page.goto('/recuperar-correo');
  await typeInto(page, 'Número de abonado o simpatizante', '4001');
  await typeInto(page, 'PIN', '1234');
  await page.keyboard.press('Enter');
  await expect(page.getByText('El proceso se ha realizado con éxito.')).toBeVisible();
  const reminder = await waitForMail(mail, { subject: /^Tu correo de acceso$/, after: before });
  expect((await parsedMail(reminder)).text).toContain(`Correo: ${mail}`);
  await readMail(browser, reminder, { heading: 'Tu correo de acceso', action: { label: 'Entrar en mi área', lands: loginPage } });
});

test('a mail change: the new address confirms it, the old one undoes it', async ({ page, browser }) => {
  test.slow(); // two mails, each followed
  const oldMail = 'aficionado@demo.club';
  const newMail = 'jorge.ruiz.nuevo@example.com';
  const before = await newestMailId(oldMail);
  // The profile's edit sends this (account.spec.ts drives its form); here the mails are the subject.
  await apiLogin(page, oldMail);
  expect((await page.request.put('/api/users/update', { data: { mail: newMail, currentPassword: PASSWORD } })).status()).toBe(200);

  const confirm = await waitForMail(newMail, { subject: /^Confirma tu nuevo correo$/ });
  await readMail(browser, confirm, {
    heading: 'Confirma tu nuevo correo',
    action: {
      label: 'Confirmar el nuevo correo',
      lands: async (site) => {
        await site.waitForURL(/\/confirmar-cambio-correo\//);
        await expect(site.getByRole('heading', { level: 1, name: 'Nuevo correo confirmado' })).toBeVisible();
      },
    },
  });

  // The undo link outlives the confirmation (server/README.md): it puts the old address back.
  const undo = await waitForMail(oldMail, { subject: /^Cambio del correo de tu cuenta$/, after: before });
  expect((await parsedMail(undo)).text).toContain(newMail);
  await readMail(browser, undo, {
    heading: 'Se ha pedido cambiar el correo de tu cuenta',
    action: {
      label: 'No he sido yo: deshacer el cambio',
      lands: async (site) => {
        await site.waitForURL(/\/deshacer-cambio-correo\//);
        await expect(site.getByRole('heading', { level: 1, name: 'Cambio de correo deshecho' })).toBeVisible();
      },
    },
  });
});

test('a group invitation: the confirmation code written out, and a link to the member area', async ({ page, browser }) => {
  const invited = { partnerNumber: 4102, name: 'Vicent', lastname: 'Roig Tarazona', dni: '41000002H', birthdate: '1990-01-09', mail: 'carnet.sin.asiento@demo.club' };
  // The group panel's form sends this (groups.spec.ts drives it); here the mail is the subject.
  await apiLogin(page, 'pago.fraccionado@demo.club');
  const created = await page.request.post('/api/groups', { data: { name: 'Peña del correo', type: 'FRIENDS', member: invited } });
  expect(created.status(), await created.text()).toBe(201);
  const invitation = await waitForMail(invited.mail, { subject: /^Confirma tu incorporación al grupo Peña del correo$/ });
  const token = /Código de confirmación: (\S+)/.exec((await parsedMail(invitation)).text ?? '')?.[1] ?? '';
  expect(token, 'the token in the text part').toMatch(/^[A-Z0-9]+$/);
  await readMail(browser, invitation, { heading: 'Te han añadido al grupo «Peña del correo»', code: token, action: { label: 'Ir a mi área de abonado', lands: loginPage } });
});

test('special renewal: the mailed creation link logs in and opens the membership data', async ({ page, browser }) => {
  // A numbered sympathizer may ask too (its number instead of a previous partner number):
  // renovacion@demo.club is auth-links.spec's, which uses its link.
  const mail = 'simpatizante.numero@demo.club';
  const before = await newestMailId(mail);
  await page.goto('/renovacion-especial');
  await typeInto(page, 'Correo electrónico', mail);
  await typeInto(page, 'Número de abonado anterior', '5001');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Te hemos enviado un enlace' })).toBeFocused();
  const creation = await waitForMail(mail, { subject: /^Accede a tu renovación$/, after: before });
  await readMail(browser, creation, {
    heading: 'Renueva tu abono',
    action: {
      label: 'Renovar mi abono',
      lands: async (site) => {
        await site.waitForURL(/\/hazte-abonado\/datos-personales$/);
        // The renewal's first step; a first access opens its welcome dialog over it.
        await expect(site).toHaveTitle(/Renueva tu abono/);
      },
    },
  });
});

test("the second payment's mails, sent by the job at the server's first start: charged (with a link) and declined (without)", async ({ browser }) => {
  const charged = await waitForMail('pago.fraccionado@demo.club', { subject: /^Segundo pago de tu abono cobrado$/ });
  await readMail(browser, charged, { heading: 'Hemos cobrado el segundo pago', action: { label: 'Ver mi área de abonado', lands: loginPage } });
  const declined = await waitForMail('pago.rechazado@demo.club', { subject: /^No hemos podido cobrar el segundo pago de tu abono$/ });
  expect((await parsedMail(declined)).text).toContain('···0000');
  await readMail(browser, declined, { heading: 'Tu banco ha rechazado el segundo pago' });
});
