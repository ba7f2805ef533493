import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { PaymentMethod } from '../../../src/api/config';
import { CheckoutView, type CheckoutViewProps } from '../../../src/features/seat-change/components/CheckoutView';
import { seatChanges } from '../../fixtures/seat-changes';

/** The view is controlled: the method lives in the container, as CheckoutPage keeps it. */
function WithMethod(args: CheckoutViewProps) {
  const [method, setMethod] = useState<PaymentMethod | undefined>(args.method);
  return (
    <CheckoutView
      {...args}
      method={method}
      onMethodChange={(next) => {
        setMethod(next);
        args.onMethodChange(next);
      }}
    />
  );
}

const meta = {
  title: 'features/seat-change/CheckoutView',
  component: CheckoutView,
  render: (args) => <WithMethod {...args} />,
  parameters: { layout: 'padded', route: '/abonado/cambio-asiento/checkout' },
  args: {
    change: seatChanges.confirmed,
    methods: ['CARD', 'BIZUM'],
    method: 'CARD',
    onMethodChange: fn(),
    onPay: fn(),
    onChangeSeats: fn(),
  },
} satisfies Meta<typeof CheckoutView>;

export default meta;
type Story = StoryObj<typeof meta>;

const summaryOf = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'Tu cambio de asiento' }));
const paymentOf = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'Pago' }));
/** Term and value pairs of the description lists under `root`, spaces normalised (euros carry a no-break space). */
const details = (root: HTMLElement) =>
  [...root.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent?.replace(/\s/g, ' ')]);

export const ReadyToPay: Story = {
  name: 'Ready to pay: the seat left and the new one, the fee, the price rise and the total',
  play: async ({ canvasElement }) => {
    const summary = summaryOf(canvasElement);
    const marta = summary.getByRole('heading', { level: 3, name: 'Marta Soler Puig · socio n.º 3003' }).closest('li')!;
    await expect(details(marta)).toEqual([
      ['Asiento anterior', 'Zona N2B, fila 3, asiento 4'],
      ['Asiento nuevo', 'Zona S1A, fila 7, asiento 12'],
      ['Gestión del cambio', '10 €'],
      ['Diferencia de precio', '35 €'],
    ]);
    await expect(details(summary.getByText('Total').closest('dl')!)).toEqual([['Total', '45 €']]);
    const payment = paymentOf(canvasElement);
    await expect(payment.getByRole('group', { name: 'Forma de pago' })).toBeInTheDocument();
    await expect(payment.getByRole('radio', { name: 'Tarjeta' })).toBeChecked();
    await expect(payment.getByRole('button', { name: 'Confirmar y pagar' })).toBeEnabled();
    await expect(payment.getByRole('button', { name: 'Cambiar los asientos' })).toBeEnabled();
  },
};

export const ReadyToPayForTwo: Story = {
  name: 'Ready to pay for two: each partner with their fee and price rise, one total',
  args: { change: seatChanges.confirmedForTwo, methods: ['CARD', 'BIZUM', 'BANK_TRANSFER'] },
  play: async ({ canvasElement }) => {
    const summary = summaryOf(canvasElement);
    const partners = summary.getAllByRole('heading', { level: 3 });
    await expect(partners.map((heading) => heading.textContent)).toEqual(['Marta Soler Puig · socio n.º 3003', 'Jordi Soler Puig · socio n.º 3010']);
    for (const heading of partners) {
      await expect(details(heading.closest('li')!).slice(2)).toEqual([
        ['Gestión del cambio', '10 €'],
        ['Diferencia de precio', '35 €'],
      ]);
    }
    await expect(details(summary.getByText('Total').closest('dl')!)).toEqual([['Total', '90 €']]);
    await expect(paymentOf(canvasElement).getAllByRole('radio')).toHaveLength(3);
  },
};

export const PayWithBizum: Story = {
  name: 'Bizum chosen with the arrow keys, then "Confirmar y pagar" by keyboard',
  play: async ({ canvasElement, args }) => {
    const payment = paymentOf(canvasElement);
    payment.getByRole('radio', { name: 'Tarjeta' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(payment.getByRole('radio', { name: 'Bizum' })).toBeChecked();
    await expect(args.onMethodChange).toHaveBeenCalledWith('BIZUM');
    await userEvent.tab();
    await expect(payment.getByRole('button', { name: 'Confirmar y pagar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPay).toHaveBeenCalledTimes(1);
    await expect(args.onChangeSeats).not.toHaveBeenCalled();
  },
};

export const Paying: Story = {
  name: 'Paying: a spinner instead of the buttons while the gateway opens',
  args: { method: 'BIZUM', paying: true },
  play: async ({ canvasElement }) => {
    const payment = paymentOf(canvasElement);
    await expect(payment.getByRole('status')).toHaveTextContent('Te llevamos a la pasarela de pago…');
    await expect(payment.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const PaymentFailed: Story = {
  name: 'The payment could not start: the error above the buttons, which stay',
  args: { error: 'SEAT_CHANGE.ERRORS.PAYMENT' },
  play: async ({ canvasElement }) => {
    const payment = paymentOf(canvasElement);
    await expect(payment.getByRole('alert')).toHaveTextContent('No hemos podido procesar tu alta, por favor prueba más tarde');
    await expect(payment.getByRole('button', { name: 'Confirmar y pagar' })).toBeEnabled();
  },
};

export const BlockedAfterFailedPayment: Story = {
  name: 'An earlier payment of it failed: it cannot be paid, no pay button',
  args: { change: seatChanges.confirmedAfterFailedPayment },
  play: async ({ canvasElement }) => {
    const payment = paymentOf(canvasElement);
    await expect(payment.getByRole('alert')).toHaveTextContent(
      'Este cambio de asiento no se puede pagar porque un intento anterior falló. Cancélalo y empieza uno nuevo, o llama a la oficina de abonos.',
    );
    await expect(payment.queryByRole('button', { name: 'Confirmar y pagar' })).not.toBeInTheDocument();
    await expect(payment.queryByRole('radio')).not.toBeInTheDocument();
  },
};

export const NoPaymentMethods: Story = {
  name: 'No payment method online: call the office',
  args: { methods: [], method: undefined },
  play: async ({ canvasElement }) => {
    const payment = paymentOf(canvasElement);
    await expect(payment.getByRole('status')).toHaveTextContent('Ahora mismo no se puede pagar en línea. Llama a la oficina de abonos.');
    await expect(payment.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const ChangeSeats: Story = {
  name: 'Back to change the seats, by keyboard',
  play: async ({ canvasElement, args }) => {
    const payment = paymentOf(canvasElement);
    payment.getByRole('button', { name: 'Cambiar los asientos' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChangeSeats).toHaveBeenCalledTimes(1);
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};
