import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { loader, modal } from '../../ui';
import type { AuthOutcome } from './errors';

/** Seconds left of a rate-limit lock, ticking once a second while it lasts. */
export function useLock() {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until, now]);
  const lockFor = useCallback((seconds: number) => {
    setNow(Date.now());
    setUntil(Date.now() + seconds * 1000);
  }, []);
  return { lockedSeconds: Math.max(0, Math.ceil((until - now) / 1000)), lockFor };
}

interface AuthCallOptions {
  /** The §8 table of this call. */
  outcomeOf: (error: unknown) => AuthOutcome;
  /** The full-screen loader's text while the call runs (spec §4 "Login"); none for quick calls. */
  loaderText?: string;
}

/**
 * Runs an identity call with the states every form shows: submitting, the §8 outcome (message
 * beside the form, modal, redirect) and the rate-limit lock. Returns the call's value, or
 * undefined when it failed.
 */
export function useAuthCall({ outcomeOf, loaderText }: AuthCallOptions) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<AuthOutcome | null>(null);
  const { lockedSeconds, lockFor } = useLock();

  const run = useCallback(
    async <T>(call: () => Promise<T>): Promise<T | undefined> => {
      setSubmitting(true);
      setError(null);
      setOutcome(null);
      if (loaderText) loader.show(loaderText);
      try {
        return await call();
      } catch (failure) {
        const outcome = outcomeOf(failure);
        setOutcome(outcome);
        if (outcome.message) setError(t(outcome.message));
        if (outcome.lockedSeconds) lockFor(outcome.lockedSeconds);
        if (outcome.modal) modal.open(outcome.modal);
        if (outcome.redirect && outcome.redirect !== pathname) {
          await navigate(outcome.redirect, { state: outcome.message ? { errorKey: outcome.message } : undefined });
        }
        return undefined;
      } finally {
        if (loaderText) loader.hide();
        setSubmitting(false);
      }
    },
    [outcomeOf, loaderText, t, lockFor, navigate, pathname],
  );
  return { run, submitting, error, setError, outcome, lockedSeconds };
}
