import { expect, test } from '@playwright/test';
import { atTheDoors, openGate } from './at-the-doors';
import { apiLogin, deepLinks, PASSWORD } from './auth-helpers';
import { guestTestGameStartsAt } from './gate-game';
import { expectNoAxeViolations } from './helpers';
import { readQrText } from './qr';
import { INVITING_MEMBER } from './ticket-accounts';

/** The guests' game (prepare-server.ts), tomorrow evening in Madrid: phones and the gate live an hour before. */
const DOORS_OPEN = new Date(guestTestGameStartsAt().getTime() - 3_600_000);
const GAME = 'Club Baloncesto Invitado';
const GUEST = 'Ana Amiga Ruiz';

test("a member gives a game to a guest with no account: the guest's pass works offline at the gate once, the member's card is refused, and the season counts the game", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // a member, a guest's phone and a gate
  // The member: from the home to the season, and the guests' game given to a friend.
  await apiLogin(page, INVITING_MEMBER.mail);
  await page.goto('/abonado');
  await page.getByRole('navigation', { name: 'Mi área' }).getByRole('link', { name: 'Mi temporada' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi temporada' })).toBeVisible();
  await expectNoAxeViolations(page);
  const game = page.getByRole('listitem').filter({ hasText: GAME });
  await game.getByRole('button', { name: /Invitar a alguien/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nombre de tu invitado').fill(GUEST);
  await dialog.getByLabel('Tu contraseña').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Invitar' }).click();
  const link = dialog.getByRole('textbox', { name: 'Enlace del pase' });
  await expect(link).toHaveValue(/\/invitado\/[A-Za-z0-9_-]{43}$/);
  const guestPath = new URL(await link.inputValue()).pathname;
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(game).toContainText(`Invitado: ${GUEST}`);

  // The guest, on their own phone with no account: the pass opens, is kept, and works offline.
  const guestPhone = await atTheDoors(browser, baseURL, DOORS_OPEN);
  await guestPhone.goto(guestPath);
  await expect(guestPhone.getByRole('heading', { name: GUEST })).toBeVisible();
  await expectNoAxeViolations(guestPhone);
  await expect(guestPhone.locator('html')).toHaveAttribute('data-offline-app', 'ready');
  await guestPhone.context().setOffline(true);
  await guestPhone.reload();
  await expect(guestPhone.getByText('Sin conexión')).toBeVisible();
  const guestCode = await readQrText(guestPhone.getByTestId('ticket-qr'));
  expect(guestCode).toMatch(/^CT1:\d+:\d{8}$/);

  // The member's own card, on their phone at the doors.
  const cardPhone = await atTheDoors(browser, baseURL, DOORS_OPEN, await page.context().storageState());
  await cardPhone.goto('/abonado/carnet');
  const cardCode = await readQrText(cardPhone.getByTestId('card-qr'));

  // The gate chooses the guests' game among the day's two, downloads it and loses the network.
  const { gate, context: gateContext, field } = await openGate(browser, baseURL, { loginToken: deepLinks().guestGateLogin, time: DOORS_OPEN, game: GAME });
  await gateContext.setOffline(true);
  await field.fill(guestCode);
  await field.press('Enter');
  await expect(gate.getByRole('status').filter({ hasText: 'Entrada válida' })).toContainText(GUEST);
  await field.fill(guestCode);
  await field.press('Enter');
  await expect(gate.getByRole('alert').filter({ hasText: 'Entrada ya usada' })).toBeVisible();
  await field.fill(cardCode);
  await field.press('Enter');
  await expect(gate.getByRole('alert').filter({ hasText: 'Asiento cedido' })).toContainText('Este asiento se ha cedido a un invitado para este partido');

  // Back online, the gate sends its entries; the member's season shows the game given and entered, and counts it.
  await gateContext.setOffline(false);
  await expect(gate.getByText(/^Sincronizado a las/)).toBeVisible();
  await gateContext.close();
  await page.reload();
  await expect(game).toContainText(`Invitado: ${GUEST}`);
  await expect(game).toContainText('Ha entrado');
  await expect(page.getByRole('main')).toContainText(/Has venido a 1 de \d+/);
});
