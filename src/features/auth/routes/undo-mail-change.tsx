import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { clearSession } from '../../../lib/session';
import { undoMailChange } from '../api';
import { MailChangeLandingView } from '../components/MailChangeLandingView';
import { mailChangeOutcome } from '../errors';
import { useLinkAction } from '../useLinkAction';

/** /deshacer-cambio-correo/:hash/:mail: the link mailed to the old address; every session of the account ends. */
export function Component() {
  const { hash, mail } = useParams();
  const action = useCallback(async () => {
    await undoMailChange({ mail: mail ?? '', hash: hash ?? '' });
    await clearSession();
  }, [hash, mail]);
  const state = useLinkAction(hash && mail ? action : null, mailChangeOutcome);
  return <MailChangeLandingView link="undo" status={state.status} mail={mail ?? ''} message={state.message} />;
}
