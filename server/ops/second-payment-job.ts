import type { Db } from '../db/db.ts';
import type { ChargeDebit } from '../payment-provider/sepa-debit-client.ts';
import { claimDueDebit, recordDebitOutcome } from '../purchase/split-debits.ts';
import { runEvery } from './every.ts';

/** At most this many debits per tick: a tick stays short, the next one takes the rest. */
export const DEBITS_PER_TICK = 500;

export interface TickResult {
  charged: number;
  failed: number;
  /** The provider gave no trustworthy answer: the tick stopped; the claim is retried once stale, with the same key. */
  errors: number;
  /** The last such error, for the log. */
  error?: unknown;
}

interface JobLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * One pass of the second-payment job at `now`: claims each due debit (its date reached), asks the
 * provider, records the outcome. Safe with several processes at once: each claims different
 * debits, and a claim left by a process that died is sent again with the same idempotency key.
 */
export async function chargeDueSecondPayments(db: Db, charge: ChargeDebit, now: Date): Promise<TickResult> {
  const result: TickResult = { charged: 0, failed: 0, errors: 0 };
  for (let done = 0; done < DEBITS_PER_TICK; done++) {
    const debit = await claimDueDebit(db, now);
    if (!debit) break;
    let outcome;
    try {
      outcome = await charge({
        idempotencyKey: debit.idempotencyKey,
        iban: debit.iban,
        amount: String(debit.amountCents),
        description: debit.renewalId ? `Renovación del abono, socio ${debit.partnerId}` : `Segundo pago del abono, socio ${debit.partnerId}`,
      });
    } catch (error) {
      // The provider is down or answered nonsense: the next tick, or another process, retries once the claim is stale.
      result.errors++;
      result.error = error;
      break;
    }
    if (await recordDebitOutcome(db, debit, outcome, now)) result[outcome === 'APPROVED' ? 'charged' : 'failed']++;
  }
  return result;
}

export interface SecondPaymentJob {
  /** Stops the timer and waits for a tick in progress (graceful shutdown). */
  stop(): Promise<void>;
}

/**
 * Runs a tick at start and then every `intervalSeconds` (SECOND_PAYMENT_CHECK_SECONDS); one tick
 * at a time in this process. A failed tick is logged and the next one tries again.
 */
export function startSecondPaymentJob(options: { db: Db; charge: ChargeDebit; intervalSeconds: number; log: JobLog }): SecondPaymentJob {
  return runEvery(options.intervalSeconds, () =>
    chargeDueSecondPayments(options.db, options.charge, new Date()).then(
      ({ error, ...counts }) => {
        if (error) options.log.error({ err: error, ...counts }, 'second payments: the provider gave no answer');
        else if (counts.charged + counts.failed > 0) options.log.info(counts, 'second payments charged');
      },
      (error: unknown) => options.log.error({ err: error }, 'second-payment tick failed'),
    ),
  );
}
