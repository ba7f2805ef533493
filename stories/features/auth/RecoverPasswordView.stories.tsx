import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RecoverPasswordView } from '../../../src/features/auth/components/RecoverPasswordView';

const meta = {
  title: 'features/auth/RecoverPasswordView',
  component: RecoverPasswordView,
  parameters: { layout: 'fullscreen', route: '/recuperar-contrasena' },
  args: { onSubmit: fn(), submitting: false },
} satisfies Meta<typeof RecoverPasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Asking for the mail, typed and sent with the keyboard',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText('Correo electrónico')).toHaveFocus();
    await userEvent.keyboard('socio@demo.club{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ mail: 'socio@demo.club' }, expect.anything()));
  },
};

export const Filled: Story = {
  name: 'Filled in, ready to send',
  args: { defaultMail: 'socio@demo.club' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Correo electrónico')).toHaveValue('socio@demo.club');
    await expect(canvas.getByRole('button', { name: 'Enviar enlace' })).toBeEnabled();
  },
};

export const NotFound: Story = {
  name: 'Error: email not found (404)',
  args: { error: 'No encontramos ninguna cuenta con ese correo.', defaultMail: 'nadie@demo.club' },
  globals: { viewport: { value: 'mobile' } },
};

export const NotSent: Story = {
  name: 'Error: could not send',
  args: { error: 'No hemos podido enviar el correo. Inténtalo de nuevo en unos minutos.', defaultMail: 'socio@demo.club' },
  globals: { viewport: { value: 'mobile' } },
};

export const Sending: Story = {
  name: 'Sending the mail',
  args: { submitting: true, defaultMail: 'socio@demo.club' },
  globals: { viewport: { value: 'mobile' } },
};

export const Sent: Story = {
  name: 'Link sent',
  args: { sentTo: 'socio@demo.club' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1, name: 'Revisa tu correo' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent('socio@demo.club');
  },
};
