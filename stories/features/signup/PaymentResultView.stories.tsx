import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentResultView } from '../../../src/features/signup/components/PaymentResultView';
import { Page } from '../../../src/ui';
import { orders } from './fixtures';

const meta = {
  title: 'features/signup/PaymentResultView',
  component: PaymentResultView,
  decorators: [
    (Story) => (
      <Page title="Tu alta" width="wide">
        <Story />
      </Page>
    ),
  ],
  parameters: { layout: 'fullscreen', route: '/hazte-abonado/pago-abono-base/success' },
  args: { order: orders.paid, onReload: fn(), onStartAgain: fn(), onDone: fn() },
} satisfies Meta<typeof PaymentResultView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  name: 'Success: the pass summary with the member number and the seat, and the pass card to download',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pago confirmado')).toBeVisible();
    const next = within(canvas.getByRole('region', { name: 'Y ahora, ¿qué?' }));
    await expect(next.getByText('Ya eres abonado: tu número de abonado es el 105638.')).toBeVisible();
    await expect(next.getByText(/Ya puedes entrar en tu área de abonado con tu correo y tu contraseña/)).toBeVisible();
    await expect(next.queryByText(/agrupados/)).not.toBeInTheDocument();
    const download = canvas.getByRole('link', { name: /^Descargar (mi abono|los abonos) \(PDF\)$/ });
    await expect(download).toHaveAttribute('href', `/api/signup/orders/${args.order.id}/pass.pdf`);
    await expect(download).toHaveAttribute('download');
    await expect(canvas.getByText(/abonado n\.º 105638/)).toBeVisible();
    await expect(canvas.getByText('Zona N1D, fila 3, asiento 3')).toBeVisible();
    canvas.getByRole('button', { name: 'Ir a mi área de abonado' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};

export const SuccessSplit: Story = {
  name: 'Success, 50 % paid: when and from which account the rest is debited',
  args: { order: orders.paidSplit },
  play: async ({ canvasElement }) => {
    const next = within(within(canvasElement).getByRole('region', { name: 'Y ahora, ¿qué?' }));
    await expect(next.getByText('El 10 de septiembre de 2025 domiciliaremos 180 € en la cuenta que termina en 1332.')).toBeVisible();
  },
};

export const SuccessFamily: Story = {
  name: 'Success for a family: every number, the family already grouped with a link to the group, the seats theirs',
  args: { order: orders.paidFamily },
  play: async ({ canvasElement }) => {
    const next = within(within(canvasElement).getByRole('region', { name: 'Y ahora, ¿qué?' }));
    await expect(next.getByText('Ya sois abonados: vuestros números de abonado son 105638, 105639 y 105640.')).toBeVisible();
    await expect(next.getByText(/Ya estáis agrupados como familia en «Familia García»/)).toBeVisible();
    await expect(next.getByRole('link', { name: 'Ver mi grupo' })).toHaveAttribute('href', '/abonado/perfil');
    await expect(next.getByText(/Vuestros asientos ya son vuestros para la temporada 25\/26/)).toBeVisible();
    await expect(next.getByText(/«Descargar los abonos \(PDF\)»/)).toBeVisible();
  },
};

export const Pending: Story = {
  name: 'Payment pending: the bank has not answered yet, check again',
  args: { order: orders.pending },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Esperando la confirmación del pago');
    canvas.getByRole('button', { name: 'Comprobar de nuevo' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

export const Declined: Story = {
  name: 'Payment declined: the seats are free again, try again',
  args: { order: orders.declined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('El pago no se ha completado');
    canvas.getByRole('button', { name: 'Volver a intentarlo' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStartAgain).toHaveBeenCalledTimes(1);
  },
};

export const LateApproval: Story = {
  name: 'Approved too late: nothing made, the money goes back',
  args: { order: orders.refund },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('El pago llegó tarde');
  },
};

export const Cash: Story = {
  name: 'Cash: the seats reserved, pay at the office within 4 hours',
  args: { order: orders.cash },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Paga 360 € en la oficina del club en las próximas 4 horas para activar tu abono.')).toBeVisible();
  },
};

export const CashFamily: Story = {
  name: 'Cash for a family: the seats reserved until paid, and what paying at the office gives',
  args: { order: orders.cashFamily },
  play: async ({ canvasElement }) => {
    const next = within(within(canvasElement).getByRole('region', { name: 'Y ahora, ¿qué?' }));
    await expect(next.getByText('Mientras tanto vuestros asientos quedan reservados: serán vuestros en cuanto pagues.')).toBeVisible();
    await expect(next.getByText(/Al pagar tendréis vuestros números de abonado/)).toBeVisible();
  },
};

export const Expired: Story = {
  name: 'The order lapsed before it was paid',
  args: { order: orders.expired },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Se acabó el tiempo de tu reserva');
  },
};
