import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIL_CODE } from '../../api/signup';
import { confirmMailCode, resendMailCode, useMailCode } from './api';
import { mailCodeOutcome } from './errors';

const clockNow = () => performance.now();

/**
 * Step 1's mail code for the page: the code's state from the server, the resend button's
 * countdown (as long as the server would refuse), and what each answer means for the member.
 */
export function useMailCodeStep(active: boolean, onConfirmed: () => void) {
  const { t } = useTranslation();
  const [timing, setTiming] = useState({ until: 0, now: 0 });
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const waitFor = useCallback((seconds: number) => {
    const now = clockNow();
    setTiming({ until: now + seconds * 1000, now });
  }, []);
  const state = useMailCode(active, (loaded) => waitFor(loaded.resendIn));
  const resendIn = Math.max(0, Math.ceil((timing.until - timing.now) / 1000));

  useEffect(() => {
    if (resendIn === 0) return;
    const timer = setTimeout(() => setTiming((current) => ({ ...current, now: clockNow() })), 1000);
    return () => clearTimeout(timer);
  }, [timing, resendIn]);

  async function confirm(code: string) {
    setSubmitting(true);
    setError(undefined);
    try {
      await confirmMailCode(code);
      onConfirmed();
    } catch (failure) {
      setError(t(mailCodeOutcome(failure, 'confirm').message, { tries: MAIL_CODE.maxWrongTries }));
      setSubmitting(false);
    }
  }

  async function resend() {
    setResending(true);
    setError(undefined);
    setNotice(undefined);
    try {
      const sent = await resendMailCode();
      waitFor(sent.resendIn);
      setNotice(t('SIGNUP.CODE.RESENT'));
    } catch (failure) {
      const outcome = mailCodeOutcome(failure, 'resend');
      if (outcome.retryIn !== undefined) waitFor(outcome.retryIn);
      setError(t(outcome.message));
    } finally {
      setResending(false);
    }
  }

  return {
    /** The server's state, once read (the mail it went to, the code's life). */
    loaded: state.data,
    loadFailed: state.error !== undefined,
    retryLoad: () => void state.mutate(),
    resendIn,
    submitting,
    resending,
    error,
    notice,
    confirm: (code: string) => void confirm(code),
    resend: () => void resend(),
  };
}
