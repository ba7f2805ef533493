import { useState } from 'react';
import { loginValidate } from '../api';
import { SpecialRenewalView } from '../components/SpecialRenewalView';
import { renewalOutcome } from '../errors';
import { toMemberNumber, type RenewalForm } from '../forms';
import { useAuthCall } from '../useAuthCall';

/** /renovacion-especial: mail + previous partner number → a creation-login link by mail. */
export function Component() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const call = useAuthCall({ outcomeOf: renewalOutcome });
  async function onSubmit({ mail, previousPartnerNumber }: RenewalForm) {
    const number = toMemberNumber(previousPartnerNumber);
    if (number === null) return;
    const sent = await call.run(() => loginValidate({ mail, previousPartnerNumber: number }).then(() => true));
    if (sent) setSentTo(mail);
  }
  return (
    <SpecialRenewalView
      onSubmit={(values) => void onSubmit(values)}
      submitting={call.submitting}
      error={call.error}
      lockedSeconds={call.lockedSeconds}
      sentTo={sentTo}
    />
  );
}
