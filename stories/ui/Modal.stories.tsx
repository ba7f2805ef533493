import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Modal, OUTSIDE_CLICK_DELAY_MS } from '../../src/ui';

/** A page with a button that opens the modal, as a feature would use it. */
function ModalDemo({ titleKey, textKey, closeOnClickOutside = false, startOpen = false }: { titleKey: string; textKey: string; closeOnClickOutside?: boolean; startOpen?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Abrir</Button>
      <p>{open ? 'abierto' : 'cerrado'}</p>
      <Modal open={open} onClose={() => setOpen(false)} title={t(titleKey)} closeOnClickOutside={closeOnClickOutside} actions={<Button onClick={() => setOpen(false)}>{t('OVERLAY.ACCEPT')}</Button>}>
        <p>{t(textKey)}</p>
      </Modal>
    </>
  );
}

/** What Modal is for, when to use it, and its accessibility: the docs page's description. */
const guidelines = `A titled modal with a × button, its content and optional actions, up to 600 px wide.

**Use it** for content the member must see before going on, with its own title and actions (first access, a token to join a group). For a yes/no question use **ConfirmDialog** (\`confirm()\`); for a short message, **AlertPopup**.

**Modals by identifier.** The spec's three modals (\`MODAL_IDS\`: \`i-firstAccess\`, \`i-partner-no-payment-modal\`, \`i-validate-add-partner-to-group\`) are opened from anywhere with \`modal.open(id)\`; \`modal.close()\` marks it viewed. The feature that owns one renders \`<Modal open={useModalActive(id)} onClose={() => modal.close()} …>\`: a modal is active while open and not viewed (spec §4). These stories show the three.

**Accessibility.** Radix Dialog: focus trap, Escape closes, focus returns to what opened it; the title names the dialog. Click-outside closing is off by default; with \`closeOnClickOutside\` it starts 500 ms after opening, so a stray click does not close it. The body is a focusable region so a long text can be scrolled from the keyboard. \`onOpenAutoFocus\` can send focus to the first field.`;

const meta = {
  title: 'ui/Modal',
  component: ModalDemo,
  tags: ['autodocs'],
  subcomponents: { Modal },
  parameters: { docs: { description: { component: guidelines }, story: { inline: false, iframeHeight: 480 } } },
  args: { titleKey: 'MODALS.FIRST_ACCESS.TITLE', textKey: 'MODALS.FIRST_ACCESS.TEXT', startOpen: true },
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** The dimmed page around the modal: where a click "outside" lands. */
const backdrop = () => document.querySelector<HTMLElement>('[data-backdrop]')!;

export const FirstAccess: Story = {
  name: 'i-firstAccess',
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Bienvenido a tu área de abonado' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const PartnerNoPayment: Story = {
  name: 'i-partner-no-payment-modal',
  args: { titleKey: 'MODALS.PARTNER_NO_PAYMENT.TITLE', textKey: 'MODALS.PARTNER_NO_PAYMENT.TEXT' },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'No encontramos ningún pago' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const ValidateAddPartnerToGroup: Story = {
  name: 'i-validate-add-partner-to-group',
  args: { titleKey: 'MODALS.VALIDATE_ADD_PARTNER.TITLE', textKey: 'MODALS.VALIDATE_ADD_PARTNER.TEXT' },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Confirma el nuevo miembro' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const EscapeAndCloseButtonReturnFocus: Story = {
  name: 'Keyboard: Escape and the close button close and return focus',
  args: { startOpen: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Abrir' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    const again = await body().findByRole('dialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const WithoutClickOutside: Story = {
  name: 'Click outside does nothing by default',
  play: async () => {
    await body().findByRole('dialog');
    await new Promise((resolve) => setTimeout(resolve, OUTSIDE_CLICK_DELAY_MS + 100));
    await userEvent.click(backdrop());
    await waitFor(() => expect(body().getByRole('dialog')).toBeVisible());
  },
};

export const WithClickOutside: Story = {
  name: 'Click outside: ignored before 500 ms, closes after',
  args: { closeOnClickOutside: true, startOpen: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir' }));
    await body().findByRole('dialog');
    await userEvent.click(backdrop());
    // Give a wrongly accepted click time to close it before checking it is still there.
    await new Promise((resolve) => setTimeout(resolve, 150));
    await expect(body().getByRole('dialog')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, OUTSIDE_CLICK_DELAY_MS + 100));
    await userEvent.click(backdrop());
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const LongTextScrolls: Story = {
  name: 'Long text scrolls inside (500 px)',
  render: () => (
    <Modal open onClose={() => undefined} title="Condiciones del abono">
      {Array.from({ length: 30 }, (_, i) => (
        <p key={i}>Cláusula {i + 1}. El abono es personal e intransferible y da acceso a los partidos de liga de la temporada.</p>
      ))}
    </Modal>
  ),
  play: async () => {
    const region = await body().findByRole('region', { name: 'Condiciones del abono' });
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    await expect(region.clientHeight).toBeLessThanOrEqual(500);
  },
};
