import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MailCodeView } from '../../../src/features/signup/components/MailCodeView';
import { inFrame } from './frame';

const meta = {
  title: 'features/signup/MailCodeView',
  component: MailCodeView,
  decorators: [inFrame('Hazte abonado: tus datos', false)],
  parameters: { layout: 'fullscreen', route: '/hazte-abonado/datos-personales-base' },
  args: { mail: 'ana@example.com', onSubmit: fn(), submitting: false, resendIn: 0, onResend: fn(), resending: false },
} satisfies Meta<typeof MailCodeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CodeSent: Story = {
  name: 'Code sent: where it went, the field has the focus, resend waits a minute',
  args: { resendIn: 60 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Te hemos enviado un código de 6 dígitos a ana@example\.com/)).toBeVisible();
    const field = canvas.getByLabelText('Código de 6 dígitos');
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(canvas.getByRole('button', { name: 'Enviarme otro código (en 1:00)' })).toBeDisabled();
  },
};

export const TypedByKeyboard: Story = {
  name: 'Typed with the keyboard (a pasted space dropped) and sent with Enter',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('Código de 6 dígitos')).toHaveFocus());
    await userEvent.keyboard('123 456{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('123456'));
  },
};

export const NotSixDigits: Story = {
  name: 'Not six digits: the field says so, nothing is sent',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('Código de 6 dígitos')).toHaveFocus());
    await userEvent.keyboard('12a4{Enter}');
    await waitFor(() => expect(canvas.getByLabelText('Código de 6 dígitos')).toHaveAccessibleDescription(/Escribe los 6 números del código/));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WrongCode: Story = {
  name: 'Wrong code: announced, read with the field, which keeps the focus',
  globals: { viewport: { value: 'mobile' } },
  args: {
    resendIn: 42,
    error: 'Ese código no es el que te hemos enviado. Revísalo e inténtalo de nuevo; tras 5 intentos fallidos tendrás que pedir otro.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ese código no es el que te hemos enviado');
    const field = canvas.getByLabelText('Código de 6 dígitos');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Ese código no es el que te hemos enviado/);
    await waitFor(() => expect(field).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Enviarme otro código (en 0:42)' })).toBeDisabled();
  },
};

export const Expired: Story = {
  name: 'Expired or used up: a new code may be asked for at once',
  args: { error: 'Este código ya no vale: ha caducado o se ha escrito mal demasiadas veces. Pide uno nuevo.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Este código ya no vale');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviarme otro código' }));
    await expect(args.onResend).toHaveBeenCalled();
  },
};

export const Resent: Story = {
  name: 'A new code went out: said politely, the resend counts down again',
  args: { resendIn: 59, notice: 'Te hemos enviado un código nuevo. El anterior ya no vale.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Te hemos enviado un código nuevo');
    await expect(canvas.getByRole('button', { name: 'Enviarme otro código (en 0:59)' })).toBeDisabled();
  },
};

export const CameBack: Story = {
  name: 'Back later with the mail unconfirmed: asked for a new code',
  globals: { viewport: { value: 'mobile' } },
  args: { noLiveCode: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('el último código ya no vale');
    await expect(canvas.getByRole('button', { name: 'Enviarme otro código' })).toBeEnabled();
  },
};

export const Sending: Story = {
  name: 'Checking the code: the button says so and waits',
  args: { submitting: true, resendIn: 30 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Enviando…' });
    await expect(button).toBeDisabled();
    await expect(button.closest('form')).toHaveAttribute('aria-busy', 'true');
  },
};
