import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { RENEWAL_CODES } from '../../../src/api/renewal';
import { RenewalView } from '../../../src/features/renewal/components/RenewalView';
import { PAYMENT_START_FAILED, renewOutcome } from '../../../src/features/renewal/errors';
import { ApiError } from '../../../src/lib/http';
import { alone } from './fixtures';

/** Every refusal of renewing, said on the page through the feature's table, what was chosen kept. */
const meta = {
  title: 'features/renewal/Refusals',
  component: RenewalView,
  parameters: { layout: 'fullscreen', route: '/abonado/renovacion' },
  args: { load: { status: 'ready', data: alone }, onRetry: fn(), onRenew: fn(), submitting: false, error: null, madeId: null },
} satisfies Meta<typeof RenewalView>;

export default meta;
type Story = StoryObj<typeof meta>;

const refused = (status: number, code: string | null, text: RegExp): Story => ({
  args: { error: renewOutcome(new ApiError('http', 'renewal', status, code)) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(text);
  },
});

export const Closed: Story = { name: 'renewal-closed', ...refused(409, RENEWAL_CODES.closed, /La renovación no está abierta ahora/) };
export const NotYours: Story = { name: 'renewal-not-yours', ...refused(403, RENEWAL_CODES.notYours, /ya no se puede renovar desde tu cuenta/) };
export const AlreadyRenewed: Story = { name: 'renewal-already', ...refused(409, RENEWAL_CODES.alreadyRenewed, /ya está renovada/) };
export const OptionClosed: Story = { name: 'renewal-option-closed', ...refused(409, RENEWAL_CODES.optionClosed, /Esa forma de pago ya no está disponible/) };
export const PaymentFailed: Story = { name: 'renewal-payment-failed', ...refused(402, RENEWAL_CODES.paymentFailed, /No te hemos cobrado nada/) };
export const TooMany: Story = { name: 'Too many renewals (429)', ...refused(429, null, /demasiados intentos/) };

export const IbanRequired: Story = {
  name: 'renewal-iban-required: said on the IBAN field',
  args: { error: renewOutcome(new ApiError('http', 'renewal', 400, RENEWAL_CODES.ibanRequired)), initialOption: 'INSTALMENTS' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Para pagar con cargos en cuenta necesitamos tu IBAN.');
    await expect(canvas.getByRole('textbox', { name: 'Cuenta para los cargos (IBAN)' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const NoNetwork: Story = {
  name: 'No network',
  args: { error: renewOutcome(new ApiError('network', 'renewal')) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

export const PaymentStart: Story = {
  name: 'Card: the answer pointed off the payment provider',
  args: { error: PAYMENT_START_FAILED },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('No hemos podido abrir la pasarela de pago. Inténtalo de nuevo.');
  },
};
