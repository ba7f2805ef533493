import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckoutResultView } from '../../../src/features/seat-change/components/CheckoutResultView';
import { seatChanges } from '../../fixtures/seat-changes';

const meta = {
  title: 'features/seat-change/CheckoutResultView',
  component: CheckoutResultView,
  parameters: { layout: 'fullscreen', route: '/abonado/cambio-asiento/checkout/success' },
  args: { change: seatChanges.paid, result: 'success', profilePath: '/abonado/perfil' },
} satisfies Meta<typeof CheckoutResultView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  name: 'checkout/success: paid, the seat left and the new one, the total',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tu cambio de asiento está hecho' })).toHaveFocus();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Marta Soler Puig · socio n.º 3003' })).toBeInTheDocument();
    await expect(canvasElement).toHaveTextContent('Zona N2B, fila 3, asiento 4');
    await expect(canvasElement).toHaveTextContent('Zona S1A, fila 7, asiento 12');
    await expect(canvasElement).toHaveTextContent('45 €');
    await expect(canvas.getByRole('link', { name: 'Ir a mi perfil' })).toHaveAttribute('href', '/abonado/perfil');
  },
};

export const SuccessForTwo: Story = {
  name: 'checkout/success: an owner moved with a member of the group',
  args: { change: seatChanges.paidForTwo },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 2 })).toHaveLength(2);
    await expect(canvasElement).toHaveTextContent('90 €');
  },
};

export const Failed: Story = {
  name: 'checkout/error: the payment did not go through, nothing changed',
  parameters: { route: '/abonado/cambio-asiento/checkout/error' },
  args: { change: seatChanges.failed, result: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'No se ha hecho el cambio de asiento' })).toBeInTheDocument();
  },
};

export const RefundPending: Story = {
  name: 'checkout/pending-refund: paid too late, the amount is refunded',
  parameters: { route: '/abonado/cambio-asiento/checkout/pending-refund' },
  args: { change: seatChanges.refundPending, result: 'pending-refund' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Te devolveremos el importe' })).toBeInTheDocument();
  },
};

export const InEnglish: Story = {
  name: 'checkout/success in English',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Your seat change is done' })).toBeInTheDocument();
  },
};
