import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../../lib/session';
import { confirmPhone } from '../api';
import { PhoneConfirmView } from '../components/PhoneConfirmView';
import { confirmationOutcome } from '../errors';
import type { PhoneConfirmForm } from '../forms';
import { useAuthCall } from '../useAuthCall';

/**
 * /confirmar-telefono: the code sent to a new phone. The mail, phone and code come from the
 * link's query when it has them, else from the session, else the member types them.
 */
export function Component() {
  const [params] = useSearchParams();
  const { data: user, isLoading } = useCurrentUser();
  const [done, setDone] = useState(false);
  const call = useAuthCall({ outcomeOf: confirmationOutcome });
  async function onSubmit(values: PhoneConfirmForm) {
    const confirmed = await call.run(() => confirmPhone(values).then(() => true));
    if (confirmed) setDone(true);
  }
  if (isLoading) return null;
  const defaults = {
    mail: params.get('mail') ?? user?.mail ?? '',
    phone: params.get('phone') ?? user?.phone ?? '',
    hash: params.get('code') ?? '',
  };
  return <PhoneConfirmView onSubmit={(values) => void onSubmit(values)} submitting={call.submitting} error={call.error} done={done} defaults={defaults} />;
}
