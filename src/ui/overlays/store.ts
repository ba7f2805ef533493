import { createStore } from 'zustand/vanilla';
import type { AlertType } from '../AlertPopup';
import type { PagePopupState } from '../PagePopup';

/**
 * The modal state of spec §3 (dialog, alert, basicDialog, modal {identifier, viewed}, loader,
 * page popup). Alerts and dialogs wait in one queue and show one at a time, so none is lost.
 */
export interface AlertRequest {
  kind: 'alert';
  id: number;
  type: AlertType;
  text: string;
  title?: string;
  tag?: string;
  resolve: () => void;
}

export interface DialogRequest {
  kind: 'dialog' | 'basicDialog';
  id: number;
  text: string;
  title?: string;
  confirmText?: string;
  cancelText?: string;
  bigText?: boolean;
  /** Closing with Escape or outside runs neither action: the promise resolves null. */
  noActionOnClose?: boolean;
  resolve: (answer: boolean | null) => void;
}

export type QueuedOverlay = AlertRequest | DialogRequest;

export interface OverlayState {
  queue: QueuedOverlay[];
  /** Basic dialog of §4: none until answered, then true (confirm) or false (cancel). */
  basicDialogResult: 'none' | boolean;
  /** Modal by identifier; active while open and not viewed. */
  modal: { identifier: string; viewed: boolean } | null;
  loader: { show: boolean; text?: string; depth: number };
  pagePopup: { open: boolean; viewed: boolean; state: PagePopupState; anchor?: string } | null;
}

export const overlayStore = createStore<OverlayState>(() => ({
  queue: [],
  basicDialogResult: 'none',
  modal: null,
  loader: { show: false, depth: 0 },
  pagePopup: null,
}));

let nextId = 1;
export const newOverlayId = () => nextId++;

/** Removes the head of the queue once it has been answered. */
export function dequeue(id: number): void {
  overlayStore.setState((state) => ({ queue: state.queue.filter((item) => item.id !== id) }));
}
