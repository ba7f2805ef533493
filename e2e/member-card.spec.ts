import { expect, test, type Page } from '@playwright/test';
import { mailLogin } from './auth-helpers';
import { acceptCookies, expectNoAxeViolations, startApp } from './helpers';
import { readQrText } from './qr';

/** The men's league game of 5 October 2025, 18:00 in Madrid: doors open an hour before. */
const DOORS_OPEN = new Date('2025-10-05T17:00:00+02:00');
const CARD_HOLDER = { mail: 'carnet@demo.club', name: 'Nuria Bosch Alapont', number: 4101 };

test.use({ viewport: { width: 375, height: 800 } });

/** How many entries the card's IndexedDB store holds (card and secret). */
const savedOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('club-offline-card');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          const count = database.transaction('data').objectStore('data').count();
          count.onsuccess = () => {
            database.close();
            resolve(count.result);
          };
        };
      }),
  );

test('Mi carnet opens without a network once opened, its code changes every 30 s, and a logout erases it', async ({ page, context }) => {
  test.slow(); // a login, the offline app's precache, a reload offline and a logout: over a minute on a busy machine
  await page.clock.install({ time: DOORS_OPEN });
  await page.goto('/abonado');
  await startApp(page);
  await acceptCookies(page);
  await mailLogin(page, CARD_HOLDER.mail);
  await page.getByRole('navigation', { name: 'Mi área' }).getByRole('link', { name: 'Mi carnet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi carnet' })).toBeVisible();
  const qr = page.getByRole('img', { name: 'Código QR de entrada de tu carnet' });
  expect(await readQrText(qr)).toMatch(new RegExp(`^CB1:25/26:${CARD_HOLDER.number}:\\d{8}$`));
  await expectNoAxeViolations(page);
  // On paper: the card without the QR (its code would be stale), and where the code is; and the PDF.
  await page.emulateMedia({ media: 'print' });
  await expect(qr).toBeHidden();
  await expect(page.getByText(/El código de entrada no se imprime/)).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  const pdf = await page.request.get((await page.getByRole('link', { name: 'Descargar PDF' }).getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  // The worker runs this page and keeps what it loaded; the card and its secret are on the device.
  await expect(page.locator('html')).toHaveAttribute('data-offline-app', 'ready');
  expect(await page.evaluate(async () => !!(await navigator.serviceWorker.ready) && !!navigator.serviceWorker.controller)).toBe(true);
  await expect.poll(() => savedOnDevice(page)).toBe(2);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Sin conexión', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: CARD_HOLDER.name })).toBeVisible();
  const refreshed = page.getByText(/^Código actualizado a las \d\d:\d\d:\d\d$/);
  const codeBefore = await readQrText(qr);
  const timeBefore = await refreshed.textContent();
  await page.clock.fastForward(30_000);
  await expect(refreshed).not.toHaveText(timeBefore ?? '');
  const codeAfter = await readQrText(qr);
  expect(codeAfter).not.toBe(codeBefore);
  expect(codeAfter.split(':').slice(0, 3)).toEqual(codeBefore.split(':').slice(0, 3));

  await context.setOffline(false);
  await page.goto('/abonado/perfil');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await savedOnDevice(page)).toBe(0);
  await context.setOffline(true);
  // Without the session the guard sends the visitor to the login; nothing of the card is left to show.
  await page.goto('/abonado/carnet');
  await expect(page).toHaveURL(/\/abonado\?redirect=%2Fabonado%2Fcarnet$/);
  await expect(page.getByRole('heading', { name: CARD_HOLDER.name })).toHaveCount(0);
});

/** Everything the card's IndexedDB store holds, as text (to look for a member's number or name). */
const keptOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('club-offline-card');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          const all = database.transaction('data').objectStore('data').getAll();
          all.onsuccess = () => {
            database.close();
            resolve(JSON.stringify(all.result));
          };
        };
      }),
  );

test("a shared browser keeps nothing of a member's card once the session ends, without a logout", async ({ page, context }) => {
  test.slow(); // three logins, each opening the card
  const OTHER = { mail: 'socio@demo.club' };
  await page.clock.install({ time: DOORS_OPEN });
  await page.goto('/abonado');
  await startApp(page);
  await acceptCookies(page);
  const qr = page.getByRole('img', { name: 'Código QR de entrada de tu carnet' });
  const loggedInAs = async (mail: string) => {
    // The login's answer, not a cookie: the hint cookie of an ended session may still be there.
    const loggedIn = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/users/login' && response.ok());
    await mailLogin(page, mail);
    await loggedIn;
    await page.goto('/abonado/carnet');
    await expect(qr).toBeVisible();
    await expect.poll(() => savedOnDevice(page)).toBe(2);
  };
  const nothingOfTheCardHolder = async () => {
    await expect(page).toHaveURL(/\/abonado\?redirect=%2Fabonado%2Fcarnet$/);
    await expect.poll(() => savedOnDevice(page)).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('club-card-owner'))).toBeNull();
    await expect(page.getByRole('heading', { name: CARD_HOLDER.name })).toHaveCount(0);
  };

  // The session expires: the browser drops its cookies, and the next visit finds the card kept.
  await loggedInAs(CARD_HOLDER.mail);
  await context.clearCookies({ name: 'sid' });
  await context.clearCookies({ name: 'a360_session' });
  await page.goto('/abonado/carnet');
  await nothingOfTheCardHolder();

  // The session ends on the server while the browser still believes in it: users/extended answers 401.
  await loggedInAs(CARD_HOLDER.mail);
  await context.clearCookies({ name: 'sid' });
  await page.reload();
  await nothingOfTheCardHolder();

  // The next person logs in on this browser: their card, and nothing of the one before.
  await loggedInAs(OTHER.mail);
  await expect(page.getByRole('heading', { name: CARD_HOLDER.name })).toHaveCount(0);
  const kept = await keptOnDevice(page);
  // By field: a bare 4101 may be part of a savedAt timestamp.
  expect(kept).not.toContain(`"partnerNumber":${CARD_HOLDER.number}`);
  expect(kept).not.toContain('Nuria');
});
