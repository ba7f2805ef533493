import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { PaymentOutcome } from '../../src/api/seat-change.ts';
import { signupPaths } from '../../src/api/signup.ts';
import { createSession, SESSION_COOKIE } from '../auth/session.ts';
import type { Queryable } from '../db/db.ts';
import { signNotification } from '../payment-provider/signature.ts';
import { readSigningSecret } from '../store/settings.ts';

/** Demo products (server/db/seed-data/arena-products.ts): NEW full season is 100 + rol. */
export const PRODUCT = { adult: 101, gold: 102, youth14: 103, child: 106, infant: 107, adultHalfSoldOut: 111, renewalAdult: 201 } as const;
/** Birth dates giving each rol on the 25/26 season's start (2025-07-01). */
export const BORN = { adult: '1985-04-12', gold: '1950-01-01', youth14: '2010-01-01', child: '2015-03-01', infant: '2021-05-05' } as const;

let made = 0;

/**
 * A sign-up account (a FAN, as POST signup/account makes it) with a session; no password to check.
 * Its mail is confirmed, as step 1's code does before any seat is held, unless `mailConfirmed` is false.
 */
export async function createSignupUser(
  db: Queryable,
  options: { birthdate?: string | null; mailConfirmed?: boolean } = {},
): Promise<{ userId: number; cookie: string; mail: string }> {
  const number = ++made;
  const mail = `signup-${number}-${Date.now()}@test.club`;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (mail, password_hash, name, lastname, type, birthdate, mail_confirmed) VALUES ($1, '!', 'Nueva', $2, 'FAN', $3, $4) RETURNING id`,
    [mail, `Abonada ${number}`, options.birthdate === undefined ? BORN.adult : options.birthdate, options.mailConfirmed ?? true],
  );
  const userId = rows[0]!.id;
  await db.query('INSERT INTO fans (user_id) VALUES ($1)', [userId]);
  return { userId, mail, cookie: `${SESSION_COOKIE}=${await createSession(db, userId)}` };
}

export function sendAs(app: FastifyInstance, cookie: string | null) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    app.inject({ method, url: `/api/${url}`, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** The provider's signed notification, as the simulator sends it. */
export async function notify(app: FastifyInstance, db: Queryable, transaction: string, outcome: PaymentOutcome): Promise<LightMyRequestResponse> {
  const signature = signNotification(await readSigningSecret(db, 'payment'), transaction, outcome);
  return app.inject({ method: 'POST', url: `/api/${signupPaths.paymentNotify}`, payload: { transaction, outcome, signature } });
}

/** The transaction parameter of a provider URL answered by the payment call. */
export function transactionOf(providerUrl: string): string {
  return new URL(providerUrl).searchParams.get('transaction') ?? '';
}
