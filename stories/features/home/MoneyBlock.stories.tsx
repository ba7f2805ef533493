import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FailedCharges } from '../../../src/features/home/components/FailedCharges';
import { MoneyBlock } from '../../../src/features/home/components/MoneyBlock';
import { moneys } from '../../fixtures/home';

const meta = {
  title: 'features/home/MoneyBlock',
  component: MoneyBlock,
  parameters: { route: '/abonado' },
  args: { view: { state: 'ready', value: moneys.pendingCharge }, onRetry: fn() },
} satisfies Meta<typeof MoneyBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

const block = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'Pagos' }));

export const PendingCharge: Story = {
  name: 'Paid, the next charge with its date, and credits',
  play: async ({ canvasElement }) => {
    await expect(block(canvasElement).getByText('Pagado en la temporada 26/27')).toBeVisible();
    await expect(block(canvasElement).getAllByText('120 €')).toHaveLength(2);
    await expect(block(canvasElement).getByText('El 15 de enero de 2027')).toBeVisible();
    await expect(block(canvasElement).getByText('12 €')).toBeVisible();
    await expect(block(canvasElement).getByRole('link', { name: /Ver mis pagos/ })).toHaveAttribute('href', '/abonado/perfil#pagos');
  },
};

export const AllPaid: Story = {
  name: 'All paid: nothing due, no credit',
  args: { view: { state: 'ready', value: moneys.paid } },
  play: async ({ canvasElement }) => {
    await expect(block(canvasElement).getByText('Ninguno pendiente')).toBeVisible();
    await expect(block(canvasElement).queryByText('Crédito')).toBeNull();
  },
};

export const FailedCharge: Story = {
  name: 'A declined debit: unpaid in red, and its notice above with the office',
  args: { view: { state: 'ready', value: moneys.secondPaymentFailed } },
  render: (args) => (
    <>
      <FailedCharges charges={moneys.secondPaymentFailed.failed} />
      <MoneyBlock {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /No hemos podido cobrar el segundo pago/ })).toBeVisible();
    await expect(canvas.getByText(/rechazó el cargo de 120 € el 15 de noviembre de 2026/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'abonos@cbribera.example' })).toHaveAttribute('href', 'mailto:abonos@cbribera.example');
    await expect(block(canvasElement).getByText('Pago rechazado por tu banco')).toBeVisible();
  },
};

export const RenewalChargeFailed: Story = {
  name: 'A renewal instalment declined',
  args: { view: { state: 'ready', value: moneys.renewalFailed } },
  render: (args) => (
    <>
      <FailedCharges charges={moneys.renewalFailed.failed} />
      <MoneyBlock {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: /No hemos podido cobrar un pago de tu renovación/ })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { view: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Pagos' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  args: { view: { state: 'failed' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(block(canvasElement).getByRole('button', { name: /Reintentar/ }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
