import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { apiLogin } from './auth-helpers';

/**
 * Fault injection on every private screen (issue 29): each API call the screen makes, in turn,
 * answers 500, never answers, or answers garbage (JSON of the wrong shape, or not JSON): one
 * kind per call, the kinds taken in turn, so the spec stays short. The screen must say so in
 * Spanish with a retry that works once the fault is lifted.
 */

/** A little more than DEFAULT_TIMEOUT_MS (src/lib/http.ts), which page.clock moves past instead of waiting it out. */
const PAST_HTTP_TIMEOUT_MS = 16_000;

type Fault = 'status 500' | 'no answer' | 'wrong JSON' | 'not JSON';
const FAULTS: Fault[] = ['status 500', 'no answer', 'wrong JSON', 'not JSON'];

function answer(route: Route, fault: Fault): Promise<void> | void {
  switch (fault) {
    case 'status 500':
      return route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'boom' } });
    case 'no answer':
      return; // held: the page's own deadline must end the wait
    case 'wrong JSON':
      return route.fulfill({ status: 200, json: { unexpected: [1, 2, 3] } });
    case 'not JSON':
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<html><body>Bad gateway</body></html>' });
  }
}

interface Screen {
  name: string;
  mail: string;
  path: string;
  /** What the screen shows once every call has answered. */
  ready: (page: Page) => Locator;
  /**
   * A page the server draws for a session from its own reads (server/http/member-page.ts): its
   * document is asked as a reader of another language would ask it, which the server leaves to
   * the app, so the app (in this browser's Spanish) makes the calls itself, as it does after a
   * login or whenever the server does not draw the page.
   */
  drawnByServer?: boolean;
}

const profileHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Mi perfil de abonado' });

const SCREENS: Screen[] = [
  // The member's home: the session, then the whole page in one request.
  { name: 'member home', mail: 'grupo.anfitrion@demo.club', path: '/abonado', ready: (page) => page.getByRole('heading', { level: 2, name: 'Mi abono' }), drawnByServer: true },
  // The owner of a friends' group no other test logs in as (another changes grupo.conyuge's password): the profile reads the group, the seat, the payments.
  { name: 'partner profile', mail: 'grupo.anfitrion@demo.club', path: '/abonado/perfil', ready: profileHeading },
  { name: 'password change', mail: 'grupo.anfitrion@demo.club', path: '/abonado/cambiar-contrasena', ready: (page) => page.getByLabel('Contraseña actual') },
  // A live change with a held seat: its areas, then the seats of one area (reads only).
  { name: 'seat change: areas', mail: 'cambio.abierto@demo.club', path: '/abonado/cambio-asiento/seleccion-sector', ready: (page) => page.getByRole('heading', { level: 1, name: 'Elige la zona' }) },
  { name: 'seat change: seats', mail: 'cambio.abierto@demo.club', path: '/abonado/cambio-asiento/seleccion-asiento?zona=106', ready: (page) => page.getByRole('heading', { level: 2, name: 'Asientos de Zona N2B' }) },
];

/**
 * Calls a screen goes on without: the guards' configuration read (maintenance) lets the route
 * proceed when it fails, so a flaky read never locks members out (src/app/guards.ts); the list
 * of content pages matters only on a content page, which says so itself.
 */
const TOLERATED = ['/api/config/partners', '/api/pages/partners'];

/** The screen's document as the server sends it when it leaves the page to the app: the shell. */
async function documentLeftToTheApp(page: Page, screen: Screen): Promise<void> {
  await page.route(
    (url) => url.pathname === screen.path,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const cookies = (await page.context().cookies()).filter(({ name }) => name !== 'a360_lang').map(({ name, value }) => `${name}=${value}`);
      const cookie = [...cookies, 'a360_lang=en'].join('; ');
      await route.fulfill({ response: await route.fetch({ headers: { ...route.request().headers(), cookie } }) });
    },
  );
}

/** The API calls the screen makes on a clean load (public or private; reads, some of them POSTs), as paths under /api/. */
async function callsOf(page: Page, screen: Screen): Promise<string[]> {
  const calls = new Set<string>();
  const listener = (request: { url(): string }) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.add(url.pathname);
  };
  page.on('request', listener);
  await page.goto(screen.path);
  await expect(screen.ready(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('request', listener);
  return [...calls];
}

/** The screen's failure, said in Spanish (in an alert or a status); its retry button is beside it. */
function failureNotice(page: Page): Locator {
  return page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: /No (hemos|se ha) podido|Algo ha fallado|Inténtalo/ });
}

/** Loads the screen with `call` answering `fault`: a Spanish notice and a retry that recovers once it is lifted. */
async function expectFaultSaidAndRetried(page: Page, screen: Screen, call: string, fault: Fault): Promise<void> {
  const step = `${call} → ${fault}`;
  const matches = (url: URL) => url.pathname === call;
  const seen = page.waitForRequest((request) => matches(new URL(request.url())));
  await page.route(matches, (route) => answer(route, fault));
  await page.goto(screen.path);
  await seen;
  if (fault === 'no answer') await page.clock.fastForward(PAST_HTTP_TIMEOUT_MS);
  if (TOLERATED.includes(call)) {
    await expect(screen.ready(page), `${step}: the screen goes on without it`).toBeVisible();
    await page.unroute(matches);
    return;
  }
  await expect(failureNotice(page).first(), step).toBeVisible();
  const retry = page.getByRole('button', { name: 'Reintentar' }).first();
  await expect(retry, step).toBeVisible();
  await page.unroute(matches);
  // The screen's data library also retries on its own timer: on a slow machine it may recover the
  // screen first, and a click waiting for a retry button that is gone would wait forever. So the
  // buttons still there are pressed at once (moving the clock past the deadline also ends the
  // screen's other calls then in flight, each said with its own retry), and the screen must recover.
  await page.getByRole('button', { name: 'Reintentar' }).evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLButtonElement).click()));
  await expect(screen.ready(page), `${step}, after the retry`).toBeVisible();
  await expect(failureNotice(page), `${step}, after the retry`).toHaveCount(0);
}

for (const screen of SCREENS) {
  test(`${screen.name}: each call failing is said, and the retry recovers`, async ({ page }) => {
    test.slow();
    await page.clock.install();
    await apiLogin(page, screen.mail);
    if (screen.drawnByServer) await documentLeftToTheApp(page, screen);
    const calls = await callsOf(page, screen);
    expect(calls.length, `calls of ${screen.path}`).toBeGreaterThan(0);
    // One fault per call, the kinds in turn: every kind meets every screen without a load per call and kind.
    for (const [index, call] of calls.entries()) await expectFaultSaidAndRetried(page, screen, call, FAULTS[index % FAULTS.length] ?? 'status 500');
  });
}

test('a profile save that fails in any way keeps what was typed, and saving again works', async ({ page }) => {
  test.slow();
  await page.clock.install();
  await apiLogin(page, 'grupo.anfitrion@demo.club');
  await page.goto('/abonado/perfil');
  const data = page.getByRole('region', { name: 'Datos personales' });
  await data.getByRole('button', { name: 'Editar datos' }).click();
  const name = data.getByLabel('Nombre', { exact: true });
  const phone = data.getByLabel(/^Teléfono/);
  // A new phone, the names as they are: a save sends only what changed, and other tests read these names.
  const typed = { name: await name.inputValue(), phone: '+34600111222' };
  const save = data.getByRole('button', { name: 'Guardar' });
  const isUpdate = (url: URL) => url.pathname === '/api/users/update';
  await phone.fill(typed.phone);
  for (const fault of FAULTS) {
    await page.route(isUpdate, (route) => answer(route, fault));
    const sent = page.waitForRequest((request) => isUpdate(new URL(request.url())));
    await save.click();
    await sent;
    if (fault === 'no answer') await page.clock.fastForward(PAST_HTTP_TIMEOUT_MS);
    await expect(failureNotice(page).first(), `save → ${fault}`).toBeVisible();
    await expect(name, `save → ${fault}`).toHaveValue(typed.name);
    await expect(phone, `save → ${fault}`).toHaveValue(typed.phone);
    await page.unroute(isUpdate);
  }
  await save.click();
  await expect(data.getByRole('button', { name: 'Editar datos' })).toBeVisible();
  await expect(data).toContainText('600111222');
});
