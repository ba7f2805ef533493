import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HoldClock } from '../../../src/features/signup/components/HoldClock';
import { PaymentView } from '../../../src/features/signup/components/PaymentView';
import { SignupFrame } from '../../../src/features/signup/components/SignupFrame';
import { familyOrder, singleOrder } from './fixtures';

const meta = {
  title: 'features/signup/PaymentView',
  component: PaymentView,
  // The countdown is paused: a story never waits real seconds.
  decorators: [
    (Story) => (
      <SignupFrame title="Hazte abonado: pago" hasFirstStep clock={<HoldClock seconds={640} onExpire={() => undefined} paused />}>
        <Story />
      </SignupFrame>
    ),
  ],
  parameters: { layout: 'fullscreen', route: '/hazte-abonado/pago-abono-base' },
  args: { order: singleOrder, onPay: fn(), paying: false, onChangeSeats: fn() },
} satisfies Meta<typeof PaymentView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {
  name: 'Step 3: the order with its seat, card by default, under the countdown',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer', { name: 'Tiempo para completar tu alta' })).toHaveTextContent('10 min 40 s');
    await expect(canvas.getByText('Zona N1D, fila 3, asiento 3')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Tarjeta, todo ahora' })).toBeChecked();
    await expect(canvas.getByText('Pagarás 360 € con tarjeta en la pasarela de pago del banco.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar' }));
    await expect(args.onPay).toHaveBeenCalledWith({ method: 'CARD' });
  },
};

export const Family: Story = {
  name: 'A family order: each person, their seat and discount, and the total',
  args: { order: familyOrder },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Precio: 288 € (antes 360 €, 2.º adulto, 20 % menos)')).toBeVisible();
    await expect(canvas.getByText('Total para 3 personas: 828 €')).toBeVisible();
  },
};

export const SplitInvalidIban: Story = {
  name: 'Keyboard only: 50 % now, a wrong IBAN is refused on its field',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: 'Tarjeta, todo ahora' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '50 % ahora y 50 % el 10 de septiembre' })).toBeChecked();
    await expect(canvas.getByText('Pagarás 180 € ahora con tarjeta y domiciliaremos 180 € el 10 de septiembre de 2025 en tu cuenta.')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByLabelText('IBAN de la cuenta para el segundo pago')).toHaveFocus();
    await userEvent.keyboard('ES00 1234 5678 9012 3456 7890{Enter}');
    await waitFor(() => expect(canvas.getByLabelText('IBAN de la cuenta para el segundo pago')).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByLabelText('IBAN de la cuenta para el segundo pago')).toHaveAccessibleDescription(/Escribe un IBAN válido/);
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const SplitValid: Story = {
  name: 'Keyboard only: 50 % now with a valid IBAN, typed with spaces',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: 'Tarjeta, todo ahora' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '50 % ahora y 50 % el 10 de septiembre' })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('es91 2100 0418 4502 0005 1332');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Pagar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onPay).toHaveBeenCalledWith({ method: 'SPLIT', iban: 'ES9121000418450200051332' }));
  },
};

export const Cash: Story = {
  name: 'Cash at the office: the seats kept 4 hours',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: 'Tarjeta, todo ahora' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText('Guardamos tus asientos 4 horas para que pagues 360 € en la oficina del club.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reservar y pagar en la oficina' }));
    await expect(args.onPay).toHaveBeenCalledWith({ method: 'CASH' });
  },
};

export const Paying: Story = {
  name: 'Loading: the payment is being prepared',
  args: { paying: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Preparando el pago…' })).toBeDisabled();
  },
};

export const Failed: Story = {
  name: 'The payment could not start: the §8 text',
  args: { error: 'No hemos podido procesar tu alta, por favor prueba más tarde.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('No hemos podido procesar tu alta, por favor prueba más tarde.');
  },
};
