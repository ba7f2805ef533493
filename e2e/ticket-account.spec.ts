import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, startApp } from './helpers';
import { mailedCode } from './mailbox';
import { press } from './seat-change-helpers';
import { sendPersonalData, visitor } from './signup-helpers';

/** The gate's game (prepare-server.ts), on sale tomorrow. */
const GAME = 'Club Baloncesto Rival';

async function gameOnSale(page: Page): Promise<number> {
  const games = (await (await page.request.get('/api/games')).json()) as { games: { id: number; opponent: string }[] };
  return games.games.find((game) => game.opponent === GAME)!.id;
}

test("a visitor with no account presses 'Comprar entradas', makes one on the way with the mailed code and lands on that game's purchase with its map", async ({
  page,
}) => {
  test.slow(); // the sign-up's step 1 with a mailed code, then the purchase's map: over a minute on a busy machine
  const gameId = await gameOnSale(page);
  await page.goto(`/partidos/${gameId}`);
  await press(page, page.getByRole('link', { name: 'Comprar entradas' }));

  // The login, sent there by the purchase: the account is offered to whoever has none.
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  const offer = page.getByRole('region', { name: '¿No tienes cuenta?' });
  await expect(offer).toBeVisible();
  await expectNoAxeViolations(page);
  await press(page, offer.getByRole('link', { name: 'Crear mi cuenta' }));

  // Step 1 for the tickets: the same form and code, no pass steps.
  await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta para comprar entradas' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pasos para hacerte abonado' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  const buyer = visitor('entradas', 971, '1990-05-20', 'Irene');
  await sendPersonalData(page, buyer, /condiciones de venta de entradas/);

  await expect(page.getByRole('main')).toContainText(`Te hemos enviado un código de 6 dígitos a ${buyer.mail}`);
  const field = page.getByLabel('Código de 6 dígitos');
  await expect(field).toBeFocused();
  await page.keyboard.type(await mailedCode(buyer.mail));
  await page.keyboard.press('Enter');

  // The purchase of that game, with its map; no season-pass sign-up was stored on the way.
  await expect(page).toHaveURL(new RegExp(`/partidos/${gameId}/entradas$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Entradas para el partido' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(GAME);
  await expect(page.getByRole('region', { name: 'En el mapa' }).getByRole('application', { name: 'Mapa de zonas del pabellón' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('partner'))).toBeNull();
  await expectNoAxeViolations(page);
});

test('step 1 opened at its address with a ticket target: prerendered as the sign-up, the account for tickets once the app runs, without errors', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  const target = `/partidos/${await gameOnSale(page)}/entradas`;
  await page.goto(`/hazte-abonado/datos-personales-base?redirect=${encodeURIComponent(target)}`);
  await startApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta para comprar entradas' })).toBeVisible();
  await expect(page.getByRole('link', { name: '¿Ya tienes cuenta? Inicia sesión' })).toHaveAttribute('href', `/abonado?redirect=${encodeURIComponent(target)}`);
  expect(errors).toEqual([]); // no hydration mismatch
});
