import { useState } from 'react';
import { recoverMail } from '../api';
import { RecoverMailView } from '../components/RecoverMailView';
import { recoverMailOutcome } from '../errors';
import { toMemberNumber, type MailRecoverForm } from '../forms';
import { useAuthCall } from '../useAuthCall';

/** /recuperar-correo: the account mail is mailed to the address on file, never shown here. */
export function Component() {
  const [result, setResult] = useState<'success' | 'failure' | null>(null);
  const call = useAuthCall({
    outcomeOf: (error) => {
      const outcome = recoverMailOutcome(error);
      // A lock says so itself; any other failure is the spec's "El proceso ha fallado."
      setResult(outcome.lockedSeconds ? null : 'failure');
      return outcome;
    },
  });
  async function onSubmit({ id, pin }: MailRecoverForm) {
    setResult(null);
    const number = toMemberNumber(id);
    if (number === null) return;
    const sent = await call.run(() => recoverMail({ id: number, pin }).then(() => true));
    if (sent) setResult('success');
  }
  return <RecoverMailView onSubmit={(values) => void onSubmit(values)} submitting={call.submitting} result={result} lockedSeconds={call.lockedSeconds} />;
}
