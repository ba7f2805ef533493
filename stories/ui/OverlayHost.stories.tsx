import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { alert, basicDialog, Button, confirm, loader, OverlayHost, overlayStore, pagePopup } from '../../src/ui';

/** A page using the imperative helpers, as features do: every answer is written below. */
function OverlayPlayground() {
  const [log, setLog] = useState<string[]>([]);
  const note = (line: string) => setLog((lines) => [...lines, line]);
  return (
    <>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button onClick={async () => note(`confirm: ${await confirm({ text: '¿Cancelar la reserva?' })}`)}>Preguntar</Button>
        <Button
          onClick={async () => {
            const answers = await Promise.all([alert.error('Primero'), alert.success('Segundo'), alert.info('Tercero')]);
            note(`alerts: ${answers.length}`);
          }}
        >
          Tres avisos
        </Button>
        <Button onClick={async () => note(`basic: ${await basicDialog({ text: '¿Continuar?' })} / ${String(overlayStore.getState().basicDialogResult)}`)}>
          Diálogo básico
        </Button>
        <Button
          onClick={() => {
            loader.show('Procesando el pago...');
            setTimeout(() => (loader.hide(), note('loader: hidden')), 300);
          }}
        >
          Cargar
        </Button>
        <Button onClick={() => void pagePopup.show(async () => ({ title: 'Aviso legal', html: '<p>Texto legal.</p>' }))}>Página</Button>
      </div>
      <output aria-label="Respuestas">{log.join(' | ')}</output>
      <OverlayHost />
    </>
  );
}

/** What OverlayHost is for, when to use it, and its accessibility: the docs page's description. */
const guidelines = `The imperative overlays: alert, confirm, basic dialog, loader, page popup and modal by identifier (the spec's modal state, §3). A zustand store in the kit holds them; the app mounts one \`<OverlayHost/>\` that draws them (its views load on first use).

| call | shows | resolves |
|---|---|---|
| \`alert.error / alert / timer / success / info (text)\`, \`alert.tagged(text, tag)\` | **AlertPopup** | when closed |
| \`confirm({ text, … })\` | **ConfirmDialog** | \`true\` / \`false\` (\`null\` on dismissal with \`noActionOnClose\`) |
| \`basicDialog({ text, … })\` | **ConfirmDialog** | \`true\` / \`false\`, also kept as \`basicDialogResult\` |
| \`loader.show(text?)\`, \`loader.hide()\` | **Loader** | – |
| \`pagePopup.show(load, anchor?)\`, \`pagePopup.close()\` | **PagePopup** | when loaded or failed |
| \`modal.open(id)\`, \`modal.close()\` | the feature's **Modal** (\`useModalActive(id)\`) | – |

Alerts and dialogs wait in one queue and show one at a time, in order, so none is lost. The loader is drawn above everything.

**Accessibility.** Each view keeps Radix's focus trap, Escape and focus return; see each component's page.`;

const meta = {
  title: 'ui/OverlayHost',
  component: OverlayPlayground,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: guidelines }, story: { inline: false, iframeHeight: 480 } } },
  beforeEach: () => {
    const initial = overlayStore.getState();
    return () => overlayStore.setState(initial, true);
  },
} satisfies Meta<typeof OverlayPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const ConfirmResolvesTrueAndFalse: Story = {
  name: 'await confirm() resolves true, then false (keyboard only)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ask = canvas.getByRole('button', { name: 'Preguntar' });
    ask.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Respuestas' })).toHaveTextContent('confirm: true'));
    await waitFor(() => expect(ask).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await body().findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Respuestas' })).toHaveTextContent('confirm: false'));
  },
};

export const AlertsQueue: Story = {
  name: 'Several alerts queue and show one at a time',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tres avisos' }));
    for (const text of ['Primero', 'Segundo', 'Tercero']) {
      const popup = await body().findByText(text);
      await expect(document.querySelectorAll('[role="dialog"], [role="alertdialog"]')).toHaveLength(1);
      await userEvent.click(within(popup.closest('[role]') as HTMLElement).getByRole('button', { name: 'Aceptar' }));
    }
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Respuestas' })).toHaveTextContent('alerts: 3'));
  },
};

export const BasicDialogState: Story = {
  name: 'Basic dialog: none → true',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Diálogo básico' }));
    await expect(overlayStore.getState().basicDialogResult).toBe('none');
    await userEvent.click(await body().findByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Respuestas' })).toHaveTextContent('basic: true / true'));
  },
};

export const LoaderAndPagePopup: Story = {
  name: 'Loader shows and hides; page popup opens',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cargar' }));
    await expect(await body().findByText('Procesando el pago...')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Respuestas' })).toHaveTextContent('loader: hidden'));
    await waitFor(() => expect(body().queryByText('Procesando el pago...')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Página' }));
    await expect(await body().findByRole('dialog', { name: 'Aviso legal' })).toBeInTheDocument();
  },
};
