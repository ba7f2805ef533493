import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { signDebitOutcome, verifyDebitRequest, type DebitOutcome, type DebitRequest } from './signature.ts';

/** What the simulator charged under one idempotency key. */
export interface DebitRecord {
  iban: string;
  amount: string;
  outcome: DebitOutcome;
}

/**
 * The simulator's test rule, deterministic so tests and demos can show a failure: an IBAN whose
 * last four digits are 0000 is declined (e.g. ES6821000418450200050000); every other is approved.
 */
export const DECLINED_IBAN_ENDING = '0000';

export const debitOutcomeFor = (iban: string): DebitOutcome => (iban.endsWith(DECLINED_IBAN_ENDING) ? 'DECLINED' : 'APPROVED');

const debitBodySchema = z.object({
  idempotencyKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/)),
  iban: z.string().check(z.regex(/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/)),
  amount: z.string().check(z.regex(/^[1-9]\d{0,8}$/)),
  description: z.string().check(z.minLength(1), z.maxLength(200)),
  signature: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
});

/**
 * POST /sepa-debits: a signed SEPA direct debit, answered at once {idempotencyKey, outcome,
 * signature}. The same key again answers the first outcome and charges nothing more (409 when
 * the IBAN or amount differ: a key names one debit).
 */
export function registerSepaDebits(app: FastifyInstance, secret: () => Promise<string>, debits: Map<string, DebitRecord>): void {
  app.post('/sepa-debits', async (request, reply) => {
    const parsed = z.safeParse(debitBodySchema, request.body);
    if (!parsed.success) return reply.code(400).send({ error: 'invalid debit request' });
    const { signature, ...debit } = parsed.data;
    const key = await secret();
    if (!verifyDebitRequest(key, debit satisfies DebitRequest, signature)) return reply.code(403).send({ error: 'bad signature' });
    let record = debits.get(debit.idempotencyKey);
    if (record && (record.iban !== debit.iban || record.amount !== debit.amount)) {
      return reply.code(409).send({ error: 'idempotency key reused for another debit' });
    }
    if (!record) {
      record = { iban: debit.iban, amount: debit.amount, outcome: debitOutcomeFor(debit.iban) };
      debits.set(debit.idempotencyKey, record);
    }
    return { idempotencyKey: debit.idempotencyKey, outcome: record.outcome, signature: signDebitOutcome(key, debit.idempotencyKey, record.outcome) };
  });
}
