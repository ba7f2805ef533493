import { expect, test } from '@playwright/test';
import type { ExtendedUser } from '../src/api/users';
import { apiLogin, mailLogin } from './auth-helpers';
import { acceptCookies, expectNoAxeViolations, startApp } from './helpers';

/** A partner with a seat and a card (seed-data/accounts-card.ts). */
const PARTNER = { mail: 'carnet@demo.club', name: 'Nuria' };
/** A partner whose second half the simulator declines at the server's first debit run (seed-data/split-debits.ts). */
const DECLINED = { mail: 'pago.rechazado@demo.club', name: 'Jorge' };
/** The season's next home game: added for tomorrow by prepare-server.ts. */
const NEXT_OPPONENT = 'Club Baloncesto Rival';

test.use({ viewport: { width: 375, height: 800 } });

test('a partner on a phone goes home from their profile, sees the next game with their seat, opens the card in one tap and comes back home through the private navigation', async ({ page }) => {
  await page.goto('/abonado');
  await startApp(page);
  await acceptCookies(page);
  await mailLogin(page, PARTNER.mail);
  // The login lands a partner on their profile (spec §5 rule 5); the home is one tap away in Mi área.
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil de abonado' })).toBeVisible();
  const privateNav = page.getByRole('navigation', { name: 'Mi área' });
  await privateNav.getByRole('link', { name: 'Inicio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Hola, ${PARTNER.name}` })).toBeVisible();

  const user = (await (await page.request.get('/api/users/extended')).json()) as ExtendedUser;
  const seat = user.partner!.seat!;
  const nextGame = page.getByRole('region', { name: /Próximo partido/ });
  await expect(nextGame).toContainText(NEXT_OPPONENT);
  await expect(nextGame).toContainText(seat.sector);
  await expect(nextGame).toContainText(String(seat.row));
  await expect(nextGame).toContainText(String(seat.number));
  await expectNoAxeViolations(page);

  await nextGame.getByRole('link', { name: /Mi carnet/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi carnet' })).toBeVisible();

  await expect(privateNav.getByRole('link', { name: 'Mi carnet' })).toHaveAttribute('aria-current', 'page');
  await privateNav.getByRole('link', { name: 'Inicio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Hola, ${PARTNER.name}` })).toBeVisible();
  await expect(privateNav.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
});

test('a partner whose second payment was declined sees it on the home, with the office to pay it at', async ({ page }) => {
  await apiLogin(page, DECLINED.mail);
  await page.goto('/abonado');
  await expect(page.getByRole('heading', { level: 1, name: `Hola, ${DECLINED.name}` })).toBeVisible();
  // The server's debit job declines it at its first run after the start: the home says so once it has.
  const notice = page.getByText('No hemos podido cobrar el segundo pago');
  await expect(async () => {
    await page.reload();
    await expect(notice).toBeVisible({ timeout: 5_000 });
  }).toPass();
  await expect(page.getByRole('main').getByRole('link', { name: 'abonos@cbribera.example' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('with a session the home arrives drawn by the server: readable before any script, and the app takes it over at the first tap without a jump', async ({ page }) => {
  await apiLogin(page, PARTNER.mail);
  const html = await (await page.request.get('/abonado', { headers: { accept: 'text/html', 'accept-language': 'es-ES' } })).text();
  expect(html).toContain(`Hola, ${PARTNER.name}`);
  expect(html).toContain(NEXT_OPPONENT);

  // A drawn page the app's first render does not match would be said here (React reports it).
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  await page.goto('/abonado');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: `Hola, ${PARTNER.name}` })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');
  const drawn = (await main.textContent()) ?? '';
  await startApp(page);
  // The app starts from the answers the page was drawn with: the same home, nothing redrawn as loading.
  await expect(main).toHaveText(drawn);
  expect(errors).toEqual([]);

  // A tap before the app runs is held, and given to it once it does.
  await page.reload();
  await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');
  await main.getByRole('region', { name: /Próximo partido/ }).getByRole('link', { name: /Mi carnet/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi carnet' })).toBeVisible();
});
