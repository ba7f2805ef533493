import { useState } from 'react';
import { recoverPassword } from '../api';
import { RecoverPasswordView } from '../components/RecoverPasswordView';
import { recoverPasswordOutcome } from '../errors';
import { useAuthCall } from '../useAuthCall';

/** /recuperar-contrasena */
export function Component() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const call = useAuthCall({ outcomeOf: recoverPasswordOutcome });
  async function onSubmit({ mail }: { mail: string }) {
    const sent = await call.run(() => recoverPassword(mail).then(() => true));
    if (sent) setSentTo(mail);
  }
  return <RecoverPasswordView onSubmit={(values) => void onSubmit(values)} submitting={call.submitting} error={call.error} sentTo={sentTo} />;
}
