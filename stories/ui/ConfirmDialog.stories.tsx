import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog } from '../../src/ui';

/** What ConfirmDialog is for, when to use it, and its accessibility: the docs page's description. */
const guidelines = `A question with a cancel and a confirm button. Features do not render it: \`await confirm({ text })\` (see **ui/OverlayHost**) shows it and resolves **true** on confirm and **false** on cancel, Escape or a click outside; with \`noActionOnClose: true\` a dismissal runs neither action and resolves \`null\`.

**Confirm vs basic dialog.** Both draw this component. \`confirm()\` is for a decision inside a flow (cancel a reserved seat change, remove a group member). \`basicDialog()\` is the spec's basic dialog (§4): the same question, and its answer is also kept in the overlay store (\`basicDialogResult\`: \`'none'\`, then \`true\` or \`false\`) for code that reads it later. Use \`confirm()\` unless the answer must outlive the call.

\`bigText\` widens it from 280 to 500 px with larger text, for a long question. For a message with no choice use **AlertPopup**; for content with its own title and actions, **Modal**.

**Accessibility.** An \`alertdialog\` (Radix: focus trap, Escape, focus returned). Focus starts on **cancel**, the safe choice. The text describes the dialog, so it is read with the title.`;

const meta = {
  title: 'ui/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: guidelines }, story: { inline: false, iframeHeight: 480 } } },
  args: {
    open: true,
    text: 'Ya tienes un cambio de asiento reservado. ¿Quieres cancelarlo y empezar uno nuevo?',
    onConfirm: fn(),
    onCancel: fn(),
    onDismiss: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Normal: Story = {
  name: 'Normal (280 px): focus starts on cancel, Enter cancels',
  play: async ({ args }) => {
    const dialog = await body().findByRole('alertdialog', { name: '¿Estás seguro?' });
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(280));
    const cancel = within(dialog).getByRole('button', { name: 'Cancelar' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const ConfirmWithKeyboard: Story = {
  name: 'Tab to confirm and press it',
  play: async ({ args }) => {
    const dialog = await body().findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Confirmar' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const LargeText: Story = {
  name: 'Large text (500 px)',
  args: {
    bigText: true,
    title: 'Cambiar de asiento',
    confirmText: 'Sí, cambiar',
    cancelText: 'No, mantener el mío',
    text: 'Al confirmar liberaremos tu asiento actual y reservaremos el nuevo durante 15 minutos. Si no completas el pago en ese tiempo, perderás la reserva y conservarás tu asiento de siempre.',
  },
  play: async () => {
    const dialog = await body().findByRole('alertdialog', { name: 'Cambiar de asiento' });
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBeGreaterThan(280));
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(500);
    await expect(within(dialog).getByRole('button', { name: 'Sí, cambiar' })).toBeInTheDocument();
  },
};

export const EscapeDismisses: Story = {
  name: 'Escape dismisses (no action unless asked)',
  play: async ({ args }) => {
    await body().findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};
