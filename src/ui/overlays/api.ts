import type { AlertType } from '../AlertPopup';
import type { PagePopupState } from '../PagePopup';
import { dequeue, newOverlayId, overlayStore, type DialogRequest } from './store';

/** Imperative helpers over the overlay store; the app mounts one <OverlayHost/> that draws them. */

interface AlertOptions {
  title?: string;
  tag?: string;
}

function showAlert(type: AlertType, text: string, options: AlertOptions = {}): Promise<void> {
  return new Promise((resolve) => {
    const id = newOverlayId();
    overlayStore.setState((state) => ({
      queue: [...state.queue, { kind: 'alert', id, type, text, ...options, resolve: () => (dequeue(id), resolve()) }],
    }));
  });
}

/** `await alert.error(text)` resolves when the user has read it and pressed the button. */
export const alert = {
  error: (text: string, options?: AlertOptions) => showAlert('error', text, options),
  alert: (text: string, options?: AlertOptions) => showAlert('alert', text, options),
  timer: (text: string, options?: AlertOptions) => showAlert('timer', text, options),
  success: (text: string, options?: AlertOptions) => showAlert('success', text, options),
  info: (text: string, options?: AlertOptions) => showAlert('info', text, options),
  tagged: (text: string, tag: string, options?: AlertOptions) => showAlert('tagged-alert', text, { ...options, tag }),
};

export type ConfirmOptions = Omit<DialogRequest, 'kind' | 'id' | 'resolve' | 'noActionOnClose'>;

function enqueueDialog(kind: DialogRequest['kind'], options: ConfirmOptions & { noActionOnClose?: boolean }): Promise<boolean | null> {
  return new Promise((resolve) => {
    const id = newOverlayId();
    const answer = (value: boolean | null) => {
      dequeue(id);
      if (kind === 'basicDialog' && value !== null) overlayStore.setState({ basicDialogResult: value });
      resolve(value);
    };
    overlayStore.setState((state) => ({
      queue: [...state.queue, { kind, id, ...options, resolve: answer }],
      ...(kind === 'basicDialog' ? { basicDialogResult: 'none' as const } : {}),
    }));
  });
}

/** `await confirm({ text })`: true on confirm, false on cancel or close; null on close with noActionOnClose. */
export function confirm(options: ConfirmOptions & { noActionOnClose: true }): Promise<boolean | null>;
export function confirm(options: ConfirmOptions): Promise<boolean>;
export function confirm(options: ConfirmOptions & { noActionOnClose?: boolean }): Promise<boolean | null> {
  return enqueueDialog('dialog', options);
}

/** The basic dialog of §4: its result (none → true/false) is also kept in the store. */
export function basicDialog(options: ConfirmOptions): Promise<boolean> {
  return enqueueDialog('basicDialog', options) as Promise<boolean>;
}

/** Full-screen loader; nested show/hide pairs keep it up until the last hide. */
export const loader = {
  show(text?: string): void {
    overlayStore.setState((state) => ({ loader: { show: true, text, depth: state.loader.depth + 1 } }));
  },
  hide(): void {
    overlayStore.setState((state) => {
      const depth = Math.max(0, state.loader.depth - 1);
      return { loader: { show: depth > 0, text: depth > 0 ? state.loader.text : undefined, depth } };
    });
  },
};

/** Modals by identifier (i-firstAccess …): open shows it; close marks it viewed. */
export const modal = {
  open(identifier: string): void {
    overlayStore.setState({ modal: { identifier, viewed: false } });
  },
  close(): void {
    overlayStore.setState((state) => ({ modal: state.modal && { ...state.modal, viewed: true } }));
  },
};

/**
 * Page popup of §4: show → loading, then loaded or failed; close → viewed. Spec §4 also marks a
 * failed popup viewed (gone); we keep it open with its error so the reader knows what happened.
 */
export const pagePopup = {
  async show(load: () => Promise<{ title: string; html: string }>, anchor?: string): Promise<void> {
    const set = (state: PagePopupState) => overlayStore.setState({ pagePopup: { open: true, viewed: false, state, anchor } });
    set({ status: 'loading' });
    try {
      const page = await load();
      if (overlayStore.getState().pagePopup?.open) set({ status: 'loaded', ...page });
    } catch {
      if (overlayStore.getState().pagePopup?.open) set({ status: 'failed' });
    }
  },
  close(): void {
    overlayStore.setState((state) => ({ pagePopup: state.pagePopup && { ...state.pagePopup, open: false, viewed: true } }));
  },
};
