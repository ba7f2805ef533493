import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { alert, Button, confirm, InlineAlert } from '../../../ui';
import { cancelSeatChange } from '../api';
import { cancelOutcome } from '../errors';
import { PARTNER_PROFILE_PATH } from '../paths';
import * as styles from './seat-change.css';

/** Gives up the live change (DELETE group-seat-change/cancel/{session}) after a confirm: its seats are freed, back to the profile. */
export function CancelChange({ session }: { session: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function cancel() {
    const sure = await confirm({
      title: t('SEAT_CHANGE.CANCEL.TITLE'),
      text: t('SEAT_CHANGE.CANCEL.TEXT'),
      confirmText: t('SEAT_CHANGE.CANCEL.CONFIRM'),
      cancelText: t('SEAT_CHANGE.CANCEL.KEEP'),
    });
    if (!sure) return;
    setBusy(true);
    setError(undefined);
    try {
      await cancelSeatChange(session);
      navigate(PARTNER_PROFILE_PATH);
      void alert.success(t('SEAT_CHANGE.CANCEL.DONE'));
    } catch (failure) {
      const outcome = cancelOutcome(failure);
      if (outcome.gone) navigate(PARTNER_PROFILE_PATH);
      setError(outcome.message);
      setBusy(false);
    }
  }

  return (
    <div className={styles.frameFooter}>
      <Button variant="link" onClick={() => void cancel()} disabled={busy}>
        {busy ? t('SEAT_CHANGE.CANCEL.CANCELLING') : t('SEAT_CHANGE.CANCEL.ACTION')}
      </Button>
      {error && <InlineAlert tone="error">{t(error)}</InlineAlert>}
    </div>
  );
}
