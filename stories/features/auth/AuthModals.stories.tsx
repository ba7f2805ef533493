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
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'No encontramos ningún pago' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(overlayStore.getState().modal).toEqual({ identifier: MODAL_IDS.partnerNoPayment, viewed: true }));
  },
};

export const FirstAccess: Story = {
  name: 'i-firstAccess (first login from the creation link)',
  beforeEach: () => modal.open(MODAL_IDS.firstAccess),
  play: async () => {
    await expect(within(document.body).getByRole('dialog', { name: 'Bienvenido a tu área de abonado' })).toBeInTheDocument();
  },
};
