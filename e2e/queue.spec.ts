import { expect, test, type Browser, type Page, type Request } from '@playwright/test';
import { apiLogin, dismissAlert } from './auth-helpers';
import { expectNoAxeViolations } from './helpers';
import { endPermissions, moveOpening, QUEUE_E2E, queueBaseUrl } from './queue-server';
import { press } from './seat-change-helpers';

/**
 * The queue tracker in real browsers, on the fourth e2e server: tracker on, one buyer at a time
 * (QUEUE_CAPACITY=1), permissions of QUEUE_E2E.permissionSeconds. The tests share that one line,
 * so they run one after the other. The end of a permission and the sale's opening are moved
 * through the server's test controls (TEST_CONTROLS=on) and the page's clock, never waited for.
 */
test.describe.configure({ mode: 'serial' });

const START = { level: 1, name: 'Cambiar de asiento' } as const;
const WAITING_ROOM = { level: 1, name: 'Estás en la fila de compra' } as const;
const EXPIRED = 'Debido a inactividad tu sesión para el proceso de compra ha expirado';

/** A member's own browser, logged in, on their profile; with `movableClock`, a page clock the test moves on. */
async function memberBrowser(browser: Browser, mail: string, width: number, { movableClock = false } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: queueBaseUrl, locale: 'es-ES', viewport: { width, height: 800 } });
  const page = await context.newPage();
  if (movableClock) await page.clock.install();
  await apiLogin(page, mail);
  await page.goto('/abonado/perfil');
  await expect(page.getByRole('link', { name: 'Cambiar de asiento' })).toBeVisible();
  return page;
}

const isRouteChangePost = (request: Request) =>
  request.url().includes('/socket.io/') && request.method() === 'POST' && (request.postData() ?? '').includes('route-change');

/**
 * Goes to the profile, out of the purchase routes, and waits until the tracker has told the server
 * (socket.io sends it by long-polling or over the WebSocket): a tab closed before that keeps its
 * place for the grace period, and the next test would wait behind it.
 */
async function leavePurchaseRoutes(page: Page): Promise<void> {
  // Whichever way it goes; the other wait is dropped quietly (it fails when the page closes).
  const quietly = (wait: Promise<unknown>) => wait.catch(() => new Promise<never>(() => undefined));
  const told = Promise.race([
    // The polling POST's answer, not its start: a context closed while the POST is in flight
    // loses it, and the place waits out the grace period.
    quietly(page.waitForResponse((response) => isRouteChangePost(response.request()))),
    quietly(page.waitForEvent('websocket').then((socket) => socket.waitForEvent('framesent', (frame) => String(frame.payload).includes('route-change')))),
  ]);
  await page.goto('/abonado/perfil');
  await told;
}

/** From the profile into the seat change, a purchase route (keyboard only). */
async function askForSeatChange(page: Page): Promise<void> {
  await press(page, page.getByRole('link', { name: 'Cambiar de asiento' }));
}

test('one buyer at a time: the second waits first in line (a reload keeps the place, a direct purchase call is refused), gets in when the first leaves, keeps the page through a dropped connection and starts buying', async ({ browser }) => {
  test.slow(); // two browsers, two logins, reloads and a dropped connection
  const first = await memberBrowser(browser, 'cambio.libre.1@demo.club', 375);
  const second = await memberBrowser(browser, 'cambio.libre.2@demo.club', 1280);

  await askForSeatChange(first);
  await expect(first.getByRole('heading', START)).toBeVisible();

  await askForSeatChange(second);
  await expect(second.getByRole('heading', WAITING_ROOM)).toBeVisible();
  await expect(second.getByText('Eres el número 1 en la fila')).toBeVisible();
  await expect(second.getByText('Eres el siguiente')).toBeVisible();
  await expect(second).toHaveTitle(/N\.º 1 en la fila/);
  await expectNoAxeViolations(second);
  await second.screenshot({ path: 'test-results/screens/queue-waiting-1280.png' });
  // A reload (or a phone back from a drop) goes back to the same place.
  await second.reload();
  await expect(second.getByText('Eres el número 1 en la fila')).toBeVisible();

  // The line is the only way in: a seat hold called directly from the waiting browser is refused
  // (once let in, its purchase calls carry the admission and go through: below).
  const skipped = await second.evaluate(async () => {
    const response = await fetch('/api/group-seat-change/update/seats', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ session: 'skip-the-line', seatsInfo: [{ partnerId: 1, seatId: 1 }] }),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  });
  expect(skipped).toEqual({ status: 403, body: expect.objectContaining({ code: 'queue-admission-required', reason: 'missing' }) });

  // The first is done with the purchase routes: their slot goes to the one waiting.
  await first.goto('/abonado/perfil');
  await expect(second.getByText('¡Es tu turno!')).toBeAttached();
  await expect(second.getByRole('heading', START)).toBeVisible();
  await expect(second).not.toHaveTitle(/en la fila/);

  // The connection drops under an admitted page: it stays, with a notice, and carries on after.
  await second.context().setOffline(true);
  await expect(second.getByRole('status').filter({ hasText: 'Recuperando la conexión' })).toBeVisible();
  await expect(second.getByRole('heading', START)).toBeVisible();
  await second.context().setOffline(false);
  await expect(second.getByRole('status').filter({ hasText: 'Recuperando la conexión' })).toBeHidden();

  // A reload keeps the permission: the member is straight back in.
  await second.reload();
  await expect(second.getByRole('heading', START)).toBeVisible();
  // Admitted (after the reload too, with a fresh admission): the change starts.
  await press(second, second.getByRole('button', { name: 'Empezar el cambio' }));
  await expect(second.getByRole('heading', { level: 1, name: 'Elige la zona' })).toBeVisible();
  await leavePurchaseRoutes(second); // the next test starts with an empty line
  await Promise.all([first.context().close(), second.context().close()]);
});

test('a permission that ends while someone waits: home with the §8 alert, and the one waiting gets in', async ({ browser }) => {
  test.slow(); // two browsers, two logins
  const inside = await memberBrowser(browser, 'cambio.libre.3@demo.club', 375, { movableClock: true });
  const waiting = await memberBrowser(browser, 'cambio.libre.4@demo.club', 375);

  await askForSeatChange(inside);
  await expect(inside.getByRole('heading', START)).toBeVisible();
  await askForSeatChange(waiting);
  await expect(waiting.getByText('Eres el número 1 en la fila')).toBeVisible();
  await waiting.screenshot({ path: 'test-results/screens/queue-waiting-375.png' });

  // Nobody touches the page while its time runs out, on the server and on the page's clock: at 0
  // the app asks to stay, may not (someone waits), and goes home.
  await endPermissions();
  await inside.clock.fastForward(QUEUE_E2E.permissionSeconds * 1000);
  await expect(inside.getByRole('alertdialog').filter({ hasText: EXPIRED })).toBeVisible();
  await inside.screenshot({ path: 'test-results/screens/queue-expired-375.png' });
  await dismissAlert(inside, EXPIRED);
  await expect(inside).toHaveURL(`${queueBaseUrl}/`);
  await expect(waiting.getByRole('heading', START)).toBeVisible();
  await leavePurchaseRoutes(waiting); // the next test starts with an empty line
  await Promise.all([inside.context().close(), waiting.context().close()]);
});

test('before the opening the waiting room counts down to it and tells a visitor only accounts are drawn; at the opening the member is drawn, the visitor follows', async ({ browser }) => {
  test.slow(); // two browsers, a login, axe twice
  // A day away: however slow the machine, the countdown is still running while the test looks.
  await moveOpening(new Date(Date.now() + 24 * 3600 * 1000));
  try {
    const visitor = await (await browser.newContext({ baseURL: queueBaseUrl, locale: 'es-ES', viewport: { width: 375, height: 800 } })).newPage();
    await visitor.goto('/hazte-abonado/datos-personales-base');
    await expect(visitor.getByText('1 persona esperando la apertura')).toBeVisible();
    // The member arrives later: the draw, not the arrival, decides between accounts.
    const member = await memberBrowser(browser, 'cambio.libre.5@demo.club', 1280);
    await askForSeatChange(member);
    for (const page of [visitor, member]) {
      await expect(page.getByRole('heading', { level: 1, name: 'Esperando la apertura de la venta' })).toBeVisible();
      await expect(page.getByRole('timer', { name: 'La venta abre en' })).toContainText(/\d+ h/);
      await expect(page.getByText('2 personas esperando la apertura')).toBeVisible();
    }
    // Only the visitor is told to log in to enter the draw, with the login coming back to this page.
    await expect(visitor.getByText('Inicia sesión para entrar en el sorteo')).toBeVisible();
    await expect(visitor.locator('#contenido').getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/abonado?redirect=%2Fhazte-abonado%2Fdatos-personales-base');
    await expect(member.getByText('Inicia sesión para entrar en el sorteo')).toBeHidden();
    await expectNoAxeViolations(visitor);
    await visitor.screenshot({ path: 'test-results/screens/queue-before-opening-375.png' });

    // The operator moves the opening to now: the next admission run draws the accounts waiting.
    await moveOpening(new Date());
    // The member, the only account, is drawn and let in; the visitor, who came first, waits behind.
    await expect(member.getByRole('heading', START)).toBeVisible();
    await expect(visitor.getByText('Eres el número 1 en la fila')).toBeVisible();
    await expect(
      visitor.getByText('No entraste en el sorteo de la apertura, que es solo para personas con cuenta: tu puesto va detrás de las sorteadas, por orden de llegada.'),
    ).toBeVisible();
    await expectNoAxeViolations(visitor);
    await Promise.all([visitor, member].map((page) => page.context().close()));
  } finally {
    await moveOpening(new Date()); // the sale open again for whatever runs next on this server
  }
});
