import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../ui';
import { acceptOffer, declineOffer, joinWaitingList, leaveWaitingList, useWaitingList } from './api';
import { MESSAGE_ID, STATUS_ID, type WaitingListViewProps } from './components/WaitingListView';
import { waitingListOutcome } from './errors';

/** The clock moves on by the minute: the time left to answer an offer. */
const TICK_MS = 60_000;

const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/** The waiting-list page's state: the list, the clock, and the write under way. */
export function useWaitingListPage(): WaitingListViewProps {
  const { t } = useTranslation();
  const { data, error, mutate } = useWaitingList();
  const [now, setNow] = useState(Date.now);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  /** Asks first when `question` says so, then writes; the new state or the refusal takes the focus. */
  async function write(action: () => Promise<unknown>, question?: { title: string; text: string; confirmText: string; cancelText: string }) {
    if (question && !(await confirm(question))) return;
    setBusy(true);
    setMessage(null);
    try {
      await action();
      focusLater(STATUS_ID);
    } catch (failure) {
      const outcome = waitingListOutcome(failure);
      if (outcome.reload) await mutate();
      setMessage(t(outcome.message));
      focusLater(MESSAGE_ID);
    } finally {
      setBusy(false);
    }
  }

  const seats = data?.entry?.partySize ?? 0;
  return {
    load: data ? { status: 'ready', data } : error ? { status: 'failed' } : { status: 'loading' },
    onRetry: () => void mutate(),
    now,
    busy,
    message,
    onJoin: (partySize) => void write(() => joinWaitingList(partySize)),
    onLeave: () =>
      void write(leaveWaitingList, {
        title: t('WAITING_LIST.CONFIRM.LEAVE_TITLE'),
        text: t('WAITING_LIST.CONFIRM.LEAVE_TEXT'),
        confirmText: t('WAITING_LIST.CONFIRM.LEAVE_YES'),
        cancelText: t('WAITING_LIST.CONFIRM.STAY'),
      }),
    onAccept: () =>
      void write(acceptOffer, {
        title: t('WAITING_LIST.CONFIRM.ACCEPT_TITLE', { count: seats }),
        text: t('WAITING_LIST.CONFIRM.ACCEPT_TEXT', { count: seats }),
        confirmText: t('WAITING_LIST.CONFIRM.ACCEPT_YES'),
        cancelText: t('WAITING_LIST.CONFIRM.BACK'),
      }),
    onDecline: () =>
      void write(declineOffer, {
        title: t('WAITING_LIST.CONFIRM.DECLINE_TITLE'),
        text: t('WAITING_LIST.CONFIRM.DECLINE_TEXT'),
        confirmText: t('WAITING_LIST.CONFIRM.DECLINE_YES'),
        cancelText: t('WAITING_LIST.CONFIRM.BACK'),
      }),
  };
}
