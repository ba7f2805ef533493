import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_CODES, signupPaths } from '../../src/api/signup.ts';
import { userSchema } from '../../src/api/users.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { FIXTURE, insertArenaFixture } from './seat-change.fixtures.ts';
import { insertTicketGame, orderOf, ticketBuyer } from './tickets.fixtures.ts';
import { call, cookieHeader, lastMail } from './users-test-kit.ts';

/**
 * A visitor on the way to a game's tickets makes their account with sign-up step 1 (POST
 * signup/account) and confirms its mail with the mailed code: only then may they hold a ticket.
 */
let t: TestApp;
let gameId: number;
beforeAll(async () => {
  t = await createTestApp();
  await insertArenaFixture(t.db);
  gameId = await insertTicketGame(t.db);
});
afterAll(() => t.close());

const IP = '10.49.0.1';
const seat = (index: number) => FIXTURE.seat(FIXTURE.dearArea, 80 + index);

/** Step 1 as the page sends it: the account and its session cookie. */
async function makeAccount(n: number) {
  const mail = `entradas-${n}@test.club`;
  const number = 33_000_000 + n;
  const dni = `${number}${'TRWAGMYFPDXBNJZSQVHLCKE'[number % 23]}`;
  const made = await call(t.app, 'POST', signupPaths.account, {
    ip: IP,
    body: { name: 'Nueva', lastname: 'Compradora', mail, password: 'Entrada2526', dni, birthdate: '1992-03-04', acceptTerms: true },
  });
  expect(made.statusCode, made.body).toBe(201);
  return { mail, cookie: cookieHeader(made) };
}

describe('an account made on the way to the tickets', () => {
  it('is refused a ticket order with mail-not-confirmed until the mailed code confirms it; then it holds the seat', async () => {
    const { mail, cookie } = await makeAccount(1);
    const buyer = ticketBuyer(t.app, cookie);

    const early = await buyer.order(gameId, [seat(0)]);
    expect([early.statusCode, early.json().code]).toEqual([403, SIGNUP_CODES.mailNotConfirmed]);
    const claims = await t.db.query('SELECT 1 FROM game_seat_claims WHERE game_id = $1 AND seat_id = $2', [gameId, seat(0)]);
    expect(claims.rows).toHaveLength(0);

    const code = /\b(\d{6})\b/.exec((await lastMail(t.db, mail)).body)?.[1] ?? '';
    const confirmed = await call(t.app, 'POST', signupPaths.confirmMail, { cookie, ip: IP, body: { code } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(userSchema.parse(confirmed.json()).confirmed.mail).toBe(true);

    const ordered = await buyer.order(gameId, [seat(0)]);
    expect(ordered.statusCode, ordered.body).toBe(201);
    expect(orderOf(ordered.body).seats.map((held) => held.seatId)).toEqual([seat(0)]);
  });
});
