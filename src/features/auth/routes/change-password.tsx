import { useState } from 'react';
import { changePassword } from '../api';
import { ChangePasswordView } from '../components/ChangePasswordView';
import { passwordChangeOutcome } from '../errors';
import type { ChangePasswordForm } from '../forms';
import { useAuthCall } from '../useAuthCall';

/** /abonado/cambiar-contrasena (behind the private-area guard). */
export function Component() {
  const [done, setDone] = useState(false);
  const [wrongCurrent, setWrongCurrent] = useState(false);
  const call = useAuthCall({
    outcomeOf: (error) => {
      const outcome = passwordChangeOutcome(error);
      setWrongCurrent(outcome.wrongCurrent === true);
      return outcome;
    },
  });
  async function onSubmit({ currentPassword, password }: ChangePasswordForm) {
    setWrongCurrent(false);
    const changed = await call.run(() => changePassword({ currentPassword, newPassword: password }).then(() => true));
    if (changed) setDone(true);
  }
  return (
    <ChangePasswordView
      onSubmit={(values) => void onSubmit(values)}
      submitting={call.submitting}
      error={call.error}
      wrongCurrent={wrongCurrent}
      lockedSeconds={call.lockedSeconds}
      done={done}
    />
  );
}
