import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { APP_PATHS } from '../../../api/app-paths';
import { judged } from '../../../lib/outcome';
import { alert } from '../../../ui';
import { restorePassword, useRestoreLink } from '../api';
import { RestorePasswordView, type RestoreLinkState } from '../components/RestorePasswordView';
import { passwordChangeOutcome } from '../errors';
import type { RestoreForm } from '../forms';
import { useAuthCall } from '../useAuthCall';

/** /restablecer-contrasena/:hash/:mail (spec §5: both are required); done → /abonado to log in. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hash, mail } = useParams();
  const check = useRestoreLink(hash, mail);
  const call = useAuthCall({ outcomeOf: passwordChangeOutcome });
  const link: RestoreLinkState =
    !hash || !mail || judged(check.error) ? 'invalid'
    : check.error ? 'unreachable'
    : check.data ? 'valid'
    : 'checking';

  async function onSubmit({ password }: RestoreForm) {
    if (!hash || !mail) return;
    const done = await call.run(() => restorePassword({ mail, hash, password }).then(() => true));
    if (!done) return;
    await navigate(APP_PATHS.memberHome, { replace: true });
    void alert.success(t('RESTORE.DONE'));
  }

  return (
    <RestorePasswordView
      link={link}
      mail={mail ?? ''}
      onSubmit={(values) => void onSubmit(values)}
      onRetry={() => void check.mutate()}
      submitting={call.submitting}
      error={call.error}
    />
  );
}
