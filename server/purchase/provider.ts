import type { PaymentOutcome } from '../../src/api/seat-change.ts';
import type { Db } from '../db/db.ts';
import { HttpError } from '../http/route.ts';
import { paymentPageUrl, verifyNotification } from '../payment-provider/signature.ts';
import { readSigningSecret } from '../store/settings.ts';
import type { PurchaseFlow } from './flow.ts';
import { applyProviderOutcome } from './payments.ts';

/** The provider's page for a started payment, signed with the payment secret. */
export async function providerPage(
  db: Db,
  providerOrigin: string,
  payment: { transaction: string; amountCents: number; description: string; returnUrl: string; notifyUrl: string },
): Promise<string> {
  const { transaction, amountCents, description, returnUrl, notifyUrl } = payment;
  return paymentPageUrl(providerOrigin, await readSigningSecret(db, 'payment'), {
    transaction,
    amount: String(amountCents),
    description,
    returnUrl,
    notifyUrl,
  });
}

/**
 * The handler of a flow's notify endpoint: the provider's signed outcome (403 when the signature
 * does not match), applied once in one transaction; a repeated notification changes nothing.
 */
export function paymentNotification(db: Db, flow: PurchaseFlow) {
  return async ({ body }: { body: { transaction: string; outcome: PaymentOutcome; signature: string } }): Promise<undefined> => {
    const secret = await readSigningSecret(db, 'payment');
    if (!verifyNotification(secret, body.transaction, body.outcome, body.signature)) {
      throw new HttpError(403, 'Bad payment notification signature', 'bad-signature');
    }
    await db.transaction((tx) => applyProviderOutcome(tx, flow, body.transaction, body.outcome));
    return undefined;
  };
}
