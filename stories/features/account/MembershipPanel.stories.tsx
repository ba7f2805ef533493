import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { SecondPayment, User } from '../../../src/api/users';
import { MembershipPanel } from '../../../src/features/account/components/MembershipPanel';
import { users } from '../../fixtures/users';

type Partner = NonNullable<User['partner']>;

/** A member who signed up paying in two halves: the first charged on 1 July, the second due 10 September. */
const splitPartner = (secondPayment: SecondPayment | null): Partner => {
  const partner = users.PARTNER.partner;
  const charged = secondPayment?.status === 'CHARGED';
  return {
    ...partner,
    info: {
      totalPaidAmount: charged ? 246.9 : 123.45,
      season: '25/26',
      payments: [{ amount: 123.45, paidAt: '2025-07-01' }, ...(charged ? [{ amount: 123.45, paidAt: '2025-09-10' }] : [])],
      secondPayment,
    },
  };
};
const due: SecondPayment = { amount: 123.45, dueOn: '2025-09-10', ibanEnd: '1332', status: 'PENDING', decidedOn: null };

const meta = {
  title: 'features/account/MembershipPanel',
  component: MembershipPanel,
  parameters: { route: '/abonado/perfil' },
  globals: { viewport: { value: 'mobile' } },
  args: { partner: splitPartner(due) },
} satisfies Meta<typeof MembershipPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const pass = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: 'Tu abono' });

export const SecondPaymentPending: Story = {
  name: 'Split payment: second half due',
  play: async ({ canvasElement }) => {
    await expect(pass(canvasElement)).toHaveTextContent('En dos mitades: la primera pagada el 1 de julio de 2025');
    await expect(pass(canvasElement)).toHaveTextContent('Segundo pago10 de septiembre de 2025, 123,45 € (domiciliación IBAN ···1332)');
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const SecondPaymentCharged: Story = {
  name: 'Split payment: second half charged',
  args: { partner: splitPartner({ ...due, status: 'CHARGED', decidedOn: '2025-09-10' }) },
  play: async ({ canvasElement }) => {
    await expect(pass(canvasElement)).toHaveTextContent('123,45 €, cobrado el 10 de septiembre de 2025 (domiciliación IBAN ···1332)');
    await expect(pass(canvasElement)).toHaveTextContent('2 plazos');
  },
};

export const SecondPaymentFailed: Story = {
  name: 'Split payment: second half declined, what to do',
  args: { partner: splitPartner({ ...due, status: 'FAILED', decidedOn: '2025-09-10' }) },
  play: async ({ canvasElement }) => {
    const panel = pass(canvasElement);
    await expect(panel).toHaveTextContent('sin cobrar: tu banco rechazó la domiciliación el 10 de septiembre de 2025');
    await expect(panel).toHaveTextContent('No hemos podido cobrar el segundo pago');
    await expect(within(panel).getByRole('link', { name: 'abonos@cbribera.example' })).toHaveAttribute('href', 'mailto:abonos@cbribera.example');
    await expect(within(panel).getByRole('link', { name: '+34 948 000 000' })).toHaveAttribute('href', 'tel:+34948000000');
  },
};

export const NoSecondPayment: Story = {
  name: 'Paid at once: no second payment',
  args: { partner: users.PARTNER.partner },
  play: async ({ canvasElement }) => {
    await expect(pass(canvasElement)).not.toHaveTextContent('Segundo pago');
  },
};
