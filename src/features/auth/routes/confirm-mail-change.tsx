import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { refreshSessionUser } from '../../../lib/session';
import { confirmMailChange } from '../api';
import { MailChangeLandingView } from '../components/MailChangeLandingView';
import { mailChangeOutcome } from '../errors';
import { useLinkAction } from '../useLinkAction';

/** /confirmar-cambio-correo/:hash/:mail: the link mailed to the new address of a mail change. */
export function Component() {
  const { hash, mail } = useParams();
  const action = useCallback(async () => {
    await confirmMailChange({ mail: mail ?? '', hash: hash ?? '' });
    // A session in this browser now shows the new mail; the change is done even if that read fails.
    await refreshSessionUser().catch(() => undefined);
  }, [hash, mail]);
  const state = useLinkAction(hash && mail ? action : null, mailChangeOutcome);
  return <MailChangeLandingView link="confirm" status={state.status} mail={mail ?? ''} message={state.message} />;
}
