import type { Queryable } from '../db/db.ts';
import { readServerConfig, readSigningSecret } from '../store/settings.ts';
import { signDebitRequest, verifyDebitOutcome, type DebitOutcome, type DebitRequest } from './signature.ts';

/** Charges a SEPA direct debit; throws when there is no trustworthy answer (the debit is then retried with the same key). */
export type ChargeDebit = (debit: DebitRequest) => Promise<DebitOutcome>;

/** A provider that does not answer in this time is asked again later, with the same key. */
const DEBIT_TIMEOUT_MS = 10_000;

/** The shop's side of POST {provider}/sepa-debits: a signed request, a signed answer. */
export function sepaDebitClient(db: Queryable, fetchImpl: typeof fetch = fetch): ChargeDebit {
  return async (debit) => {
    const origin = (await readServerConfig(db)).payments.providerOrigin;
    const secret = await readSigningSecret(db, 'payment');
    const response = await fetchImpl(new URL('/sepa-debits', origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...debit, signature: signDebitRequest(secret, debit) }),
      signal: AbortSignal.timeout(DEBIT_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`SEPA debit answered ${response.status}`);
    const answer = (await response.json()) as { idempotencyKey?: unknown; outcome?: unknown; signature?: unknown };
    const outcome = answer.outcome;
    if (
      answer.idempotencyKey !== debit.idempotencyKey ||
      (outcome !== 'APPROVED' && outcome !== 'DECLINED') ||
      typeof answer.signature !== 'string' ||
      !verifyDebitOutcome(secret, debit.idempotencyKey, outcome, answer.signature)
    ) {
      throw new Error('SEPA debit answer not signed by the provider');
    }
    return outcome;
  };
}
