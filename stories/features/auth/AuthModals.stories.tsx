import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuthModals } from '../../../src/features/auth/components/AuthModals';
import { MODAL_IDS, modal, overlayStore } from '../../../src/ui';

const meta = {
  title: 'features/auth/AuthModals',
  component: AuthModals,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => () => overlayStore.setState({ modal: null }),
} satisfies Meta<typeof AuthModals>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PartnerNoPayment: Story = {
  name: 'i-partner-no-payment-modal (login of a partner without payments)',
  beforeEach: () => modal.open(MODAL_IDS.partnerNoPayment),
  // Left open, so the capture shows the modal (the next story closes it).
  play: async () => {
    const dialog = within(within(document.body).getByRole('dialog', { name: 'No encontramos ningún pago' }));
    await expect(dialog.getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    await expect(dialog.getByRole('link', { name: /\d/ })).toHaveAttribute('href', expect.stringMatching(/^tel:\+?\d+$/));
  },
};

export const PartnerNoPaymentKeyboard: Story = {
  name: 'i-partner-no-payment-modal, read and accepted with the keyboard',
  beforeEach: () => modal.open(MODAL_IDS.partnerNoPayment),
  // Ends with the modal closed: nothing left to capture.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'No encontramos ningún pago' });
    const inside = within(dialog);
    // Radix puts focus on the first control: the close button.
    await waitFor(() => expect(inside.getByRole('button', { name: 'Cerrar' })).toHaveFocus());
    await userEvent.tab();
    await expect(inside.getByRole('region', { name: 'No encontramos ningún pago' })).toHaveFocus();
    await userEvent.tab();
    await expect(inside.getByRole('link', { name: /@/ })).toHaveFocus();
    await userEvent.tab();
    await expect(inside.getByRole('link', { name: /\d/ })).toHaveFocus();
    await userEvent.tab();
    await expect(inside.getByRole('button', { name: 'Aceptar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(overlayStore.getState().modal).toEqual({ identifier: MODAL_IDS.partnerNoPayment, viewed: true }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const FirstAccess: Story = {
  name: 'i-firstAccess (first login from the creation link)',
  beforeEach: () => modal.open(MODAL_IDS.firstAccess),
  play: async () => {
    await expect(within(document.body).getByRole('dialog', { name: 'Bienvenido a tu área de abonado' })).toBeInTheDocument();
  },
};
