import { QUEUE_ADMISSION_CODE, QUEUE_ADMISSION_HEADER } from '../api/queue-admission';

/**
 * The bridge between the queue tracker, which holds this tab's admission (in memory only, never
 * stored: a reload, another tab or a reconnect asks the server for a fresh one), and the purchase
 * calls, which send it. With the tracker off nothing is provided and no header is sent.
 */
let current: () => string | null = () => null;
const refusedListeners = new Set<() => void>();

/** The queue feature tells where the admission is read; returns the undo. */
export function provideQueueAdmission(read: () => string | null): () => void {
  current = read;
  return () => {
    if (current === read) current = () => null;
  };
}

/** The header of a purchase call: the admission, when there is one. */
export function queueAdmissionHeaders(): Record<string, string> {
  const admission = current();
  return admission ? { [QUEUE_ADMISSION_HEADER]: admission } : {};
}

/** Subscribes to "a purchase call was refused for want of an admission"; returns the unsubscribe. */
export function onQueueAdmissionRefused(listener: () => void): () => void {
  refusedListeners.add(listener);
  return () => refusedListeners.delete(listener);
}

export function isQueueAdmissionRefusal(status: number, code: string | null | undefined): boolean {
  return status === 403 && code === QUEUE_ADMISSION_CODE;
}

export function queueAdmissionRefused(): void {
  refusedListeners.forEach((listener) => listener());
}
