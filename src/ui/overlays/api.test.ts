import { beforeEach, describe, expect, it } from 'vitest';
import { alert, basicDialog, confirm, loader, modal, pagePopup } from './api';
import { overlayStore, type AlertRequest, type DialogRequest } from './store';

const initial = overlayStore.getState();
beforeEach(() => overlayStore.setState(initial, true));

const queue = () => overlayStore.getState().queue;
const head = <T>() => queue()[0] as T;

describe('overlay queue', () => {
  it('keeps every request in order and shows the next when one is answered', async () => {
    const first = alert.error('Uno');
    const second = confirm({ text: 'Dos' });
    const third = alert.success('Tres');
    expect(queue().map((item) => item.kind)).toEqual(['alert', 'dialog', 'alert']);
    head<AlertRequest>().resolve();
    await first;
    expect(head<DialogRequest>().text).toBe('Dos');
    head<DialogRequest>().resolve(true);
    await expect(second).resolves.toBe(true);
    expect(head<AlertRequest>()).toMatchObject({ type: 'success', text: 'Tres' });
    head<AlertRequest>().resolve();
    await third;
    expect(queue()).toEqual([]);
  });

  it('gives each alert helper its type; a tagged alert carries its tag', () => {
    void alert.alert('a');
    void alert.timer('b');
    void alert.info('c');
    void alert.tagged('d', 'Nuevo');
    expect(queue().map((item) => (item as AlertRequest).type)).toEqual(['alert', 'timer', 'info', 'tagged-alert']);
    expect((queue()[3] as AlertRequest).tag).toBe('Nuevo');
  });
});

describe('confirm and basic dialog', () => {
  it('confirm resolves false on cancel', async () => {
    const answer = confirm({ text: '¿Seguro?', bigText: true });
    expect(head<DialogRequest>().bigText).toBe(true);
    head<DialogRequest>().resolve(false);
    await expect(answer).resolves.toBe(false);
  });

  it('with noActionOnClose a dismissal resolves null', async () => {
    const answer = confirm({ text: '¿Seguro?', noActionOnClose: true });
    expect(head<DialogRequest>().noActionOnClose).toBe(true);
    head<DialogRequest>().resolve(null);
    await expect(answer).resolves.toBeNull();
  });

  it('the basic dialog state goes none → true, and back to none for the next one', async () => {
    const first = basicDialog({ text: '¿Continuar?' });
    expect(overlayStore.getState().basicDialogResult).toBe('none');
    head<DialogRequest>().resolve(true);
    await expect(first).resolves.toBe(true);
    expect(overlayStore.getState().basicDialogResult).toBe(true);
    void basicDialog({ text: 'Otra' });
    expect(overlayStore.getState().basicDialogResult).toBe('none');
    head<DialogRequest>().resolve(false);
    expect(overlayStore.getState().basicDialogResult).toBe(false);
  });
});

describe('loader', () => {
  it('stays up until the last of nested shows is hidden', () => {
    loader.show();
    loader.show('Procesando el pago...');
    expect(overlayStore.getState().loader).toMatchObject({ show: true, text: 'Procesando el pago...' });
    loader.hide();
    expect(overlayStore.getState().loader.show).toBe(true);
    loader.hide();
    expect(overlayStore.getState().loader).toEqual({ show: false, text: undefined, depth: 0 });
    loader.hide();
    expect(overlayStore.getState().loader.depth).toBe(0);
  });
});

describe('modal by identifier', () => {
  it('is active when open and not viewed', () => {
    modal.open('i-firstAccess');
    expect(overlayStore.getState().modal).toEqual({ identifier: 'i-firstAccess', viewed: false });
    modal.close();
    expect(overlayStore.getState().modal).toEqual({ identifier: 'i-firstAccess', viewed: true });
  });
});

describe('page popup', () => {
  it('shows loading, then the page; close marks it viewed', async () => {
    let finish: (page: { title: string; html: string }) => void = () => undefined;
    const shown = pagePopup.show(() => new Promise((resolve) => (finish = resolve)), 'cookies');
    expect(overlayStore.getState().pagePopup).toMatchObject({ open: true, viewed: false, state: { status: 'loading' }, anchor: 'cookies' });
    finish({ title: 'Privacidad', html: '<p>…</p>' });
    await shown;
    expect(overlayStore.getState().pagePopup?.state).toEqual({ status: 'loaded', title: 'Privacidad', html: '<p>…</p>' });
    pagePopup.close();
    expect(overlayStore.getState().pagePopup).toMatchObject({ open: false, viewed: true });
  });

  it('shows the failure', async () => {
    await pagePopup.show(() => Promise.reject(new Error('500')));
    expect(overlayStore.getState().pagePopup?.state).toEqual({ status: 'failed' });
  });

  it('a page that arrives after the popup was closed does not reopen it', async () => {
    let finish: (page: { title: string; html: string }) => void = () => undefined;
    const shown = pagePopup.show(() => new Promise((resolve) => (finish = resolve)));
    pagePopup.close();
    finish({ title: 'Tarde', html: '' });
    await shown;
    expect(overlayStore.getState().pagePopup).toMatchObject({ open: false, state: { status: 'loading' } });
  });
});
