import { expect, test } from '@playwright/test';
import { atTheDoors, openGate } from './at-the-doors';
import { apiLogin, deepLinks } from './auth-helpers';
import { gateTestGameStartsAt } from './gate-game';
import { readQrText } from './qr';
import { press } from './seat-change-helpers';
import { RELEASING_MEMBER } from './ticket-accounts';

/** The gate's game (prepare-server.ts), tomorrow at 18:00 in Madrid: phones and the gate live an hour before. */
const DOORS_OPEN = new Date(gateTestGameStartsAt().getTime() - 3_600_000);
const GAME = 'Club Baloncesto Rival';
const MEMBER_NAME = `${RELEASING_MEMBER.name} ${RELEASING_MEMBER.lastname}`;

test('a member releases their seat, a visitor buys exactly that seat and pays, the member is credited, and the gate admits the ticket offline and refuses the card', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // three people's browsers, a payment and a gate
  // The member: from the home, three clicks release the seat for tomorrow's game.
  await apiLogin(page, RELEASING_MEMBER.mail);
  await page.goto('/abonado');
  await page.getByRole('region', { name: /^Próximo partido/ }).getByRole('link', { name: 'Liberar asiento' }).click();
  await page.getByRole('button', { name: `Liberar el asiento de ${MEMBER_NAME} para el partido contra ${GAME}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(/Si se vende, te abonaremos (\d+,\d\d)\s€ para tu renovación \(50\s%/);
  const credit = /te abonaremos (\d+,\d\d)\s€/.exec((await dialog.textContent()) ?? '')![1]!;
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('button', { name: `Recuperar el asiento de ${MEMBER_NAME} para el partido contra ${GAME}` })).toBeFocused();
  const seatText = (await page.getByRole('paragraph').filter({ hasText: MEMBER_NAME }).textContent()) ?? '';
  const [, areaName = '', row = '', number = ''] = / · (.+) · fila (\d+), asiento (\d+)$/.exec(seatText.trim()) ?? [];

  // The visitor, with an account: that seat is free for the game, and only for it.
  const visitor = await browser.newContext({ baseURL });
  const buyer = await visitor.newPage();
  await apiLogin(buyer, 'aficionado@demo.club');
  const games = await (await buyer.request.get('/api/games')).json();
  const gameId = (games.games as { id: number; opponent: string }[]).find((game) => game.opponent === GAME)!.id;
  const areas = (await (await buyer.request.get(`/api/games/${gameId}/areas`)).json()) as { level: string; id: number; name: string }[];
  const areaId = areas.find((area) => area.level === 'AREA' && area.name === areaName)!.id;
  await buyer.goto(`/partidos/${gameId}/entradas?zona=${areaId}`);
  const seat = buyer.getByRole('group', { name: 'Elegir asiento sin el mapa' }).getByRole('radio', { name: new RegExp(`^Fila ${row}, asiento ${number},`) });
  // By keyboard, as the seat change's tests choose: the cookie notice covers the list's foot.
  await press(buyer, seat, 'Space');
  await expect(seat).toBeChecked();
  await press(buyer, buyer.getByRole('button', { name: 'Reservar y continuar' }));
  await press(buyer, buyer.getByRole('button', { name: /^Pagar / }));
  await expect(buyer.getByRole('heading', { level: 1, name: 'Confirmar el pago' })).toBeVisible();
  await press(buyer, buyer.getByRole('button', { name: 'Aprobar el pago' }));
  await expect(buyer.getByRole('heading', { name: '¡Ya tienes tus entradas!' })).toBeVisible();
  const ticketLink = buyer.getByRole('link', { name: 'Abrir la entrada 1' });
  const ticketPath = new URL((await ticketLink.getAttribute('href'))!, baseURL).pathname;

  // The member's credit shows on their profile.
  await page.goto('/abonado/perfil');
  await expect(page.getByRole('main')).toContainText(new RegExp(`Saldo para tu renovación: ${credit}\\s€`));

  // At the doors: the ticket's code and the member's card, on phones with tomorrow's clock.
  const ticketPhone = await atTheDoors(browser, baseURL, DOORS_OPEN, await visitor.storageState());
  await ticketPhone.goto(ticketPath);
  const ticketCode = await readQrText(ticketPhone.getByTestId('ticket-qr'));
  expect(ticketCode).toMatch(/^CT1:\d+:\d{8}$/);
  const cardPhone = await atTheDoors(browser, baseURL, DOORS_OPEN, await page.context().storageState());
  await cardPhone.goto('/abonado/carnet');
  const cardCode = await readQrText(cardPhone.getByTestId('card-qr'));

  // The gate downloads the game, loses the network, admits the ticket once and refuses the card.
  const { gate, context: gateContext, field } = await openGate(browser, baseURL, { loginToken: deepLinks().ticketGateLogin, time: DOORS_OPEN });
  await gateContext.setOffline(true);
  await field.fill(ticketCode);
  await field.press('Enter');
  await expect(gate.getByRole('status').filter({ hasText: 'Entrada válida' })).toContainText(`fila ${row}, asiento ${number}`);
  await field.fill(ticketCode);
  await field.press('Enter');
  await expect(gate.getByRole('alert').filter({ hasText: 'Entrada ya usada' })).toBeVisible();
  await field.fill(cardCode);
  await field.press('Enter');
  await expect(gate.getByRole('alert').filter({ hasText: 'Asiento vendido' })).toContainText('Este asiento se ha vendido para este partido');
  await gateContext.close();
});
