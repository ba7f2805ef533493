import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPaymentProvider } from './app.ts';
import type { DebitRecord } from './sepa-debits.ts';
import { signDebitRequest, verifyDebitOutcome, type DebitRequest } from './signature.ts';

const SECRET = 'test-secret';
const debits = new Map<string, DebitRecord>();
let provider: FastifyInstance;
beforeAll(async () => {
  provider = await buildPaymentProvider({ secret: async () => SECRET, debits });
});
afterAll(() => provider.close());

let made = 0;
const debit = (iban = 'ES9121000418450200051332'): DebitRequest => ({
  idempotencyKey: `key-${++made}-abcdefghijklmnop`,
  iban,
  amount: '12345',
  description: 'Segundo pago del abono',
});
const post = (body: object) => provider.inject({ method: 'POST', url: '/sepa-debits', payload: body });
const signed = (request: DebitRequest, secret = SECRET) => ({ ...request, signature: signDebitRequest(secret, request) });

describe('POST /sepa-debits (simulator)', () => {
  it('approves, with a signed answer; an IBAN ending in 0000 is declined', async () => {
    const approved = debit();
    const answer = (await post(signed(approved))).json();
    expect(answer).toMatchObject({ idempotencyKey: approved.idempotencyKey, outcome: 'APPROVED' });
    expect(verifyDebitOutcome(SECRET, approved.idempotencyKey, 'APPROVED', answer.signature)).toBe(true);
    expect((await post(signed(debit('ES6821000418450200050000')))).json().outcome).toBe('DECLINED');
  });

  it('the same key again answers the first outcome and charges once', async () => {
    const request = debit();
    await post(signed(request));
    const again = await post(signed(request));
    expect(again.json().outcome).toBe('APPROVED');
    expect([...debits.keys()].filter((key) => key === request.idempotencyKey)).toHaveLength(1);
  });

  it('refuses a request not signed by the shop, or changed after signing (403), and a key reused for another amount (409)', async () => {
    const request = debit();
    expect((await post(signed(request, 'not-the-secret'))).statusCode).toBe(403);
    expect((await post({ ...signed(request), amount: '1' })).statusCode).toBe(403);
    expect(debits.has(request.idempotencyKey)).toBe(false);
    await post(signed(request));
    expect((await post(signed({ ...request, amount: '99999' }))).statusCode).toBe(409);
    expect(debits.get(request.idempotencyKey)?.amount).toBe('12345');
  });
});
