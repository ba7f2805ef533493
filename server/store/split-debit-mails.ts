import type { DebitOutcome } from '../payment-provider/signature.ts';

const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;

/** The mail to the buyer once the second half of a person's split payment is charged or declined. */
export function splitDebitMail(
  outcome: DebitOutcome,
  debit: { person: string; amountCents: number; ibanEnd: string; season: string },
): { subject: string; body: string } {
  if (outcome === 'APPROVED') {
    return {
      subject: 'Segundo pago de tu abono cobrado',
      body: `Hemos cobrado el segundo pago del abono ${debit.season} de ${debit.person}: ${euros(debit.amountCents)} de la cuenta ···${debit.ibanEnd}.`,
    };
  }
  return {
    subject: 'No hemos podido cobrar el segundo pago de tu abono',
    body:
      `Tu banco ha rechazado el segundo pago del abono ${debit.season} de ${debit.person}: ${euros(debit.amountCents)} de la cuenta ···${debit.ibanEnd}. ` +
      'No lo volveremos a intentar. Págalo en la oficina de abonados (abonos@cbribera.example, +34 948 000 000) para mantener tu abono.',
  };
}
