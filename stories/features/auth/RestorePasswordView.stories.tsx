import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RestorePasswordView } from '../../../src/features/auth/components/RestorePasswordView';

const meta = {
  title: 'features/auth/RestorePasswordView',
  component: RestorePasswordView,
  parameters: { layout: 'fullscreen', route: '/restablecer-contrasena/abc/socio%40demo.club' },
  args: { link: 'valid', mail: 'socio@demo.club', onSubmit: fn(), onRetry: fn(), submitting: false },
} satisfies Meta<typeof RestorePasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  name: 'New password, rules ticked while typing',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('Contraseña nueva');
    await userEvent.type(password, 'abc');
    await expect(canvas.getByText('Al menos 8 caracteres')).toBeInTheDocument();
    await expect(canvas.getByText(/Seguridad de la contraseña: débil/)).toBeInTheDocument();
    await userEvent.type(password, 'defgh12');
    await expect(canvas.getByText(/Seguridad de la contraseña: aceptable/)).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Repite la contraseña nueva'), 'abcdefgh12{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ password: 'abcdefgh12', repeat: 'abcdefgh12' }, expect.anything()));
  },
};

export const Mismatch: Story = {
  name: 'Error: the two passwords differ, or break the rules',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Contraseña nueva'), 'soloLetras');
    await userEvent.type(canvas.getByLabelText('Repite la contraseña nueva'), 'otra');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar la contraseña' }));
    await waitFor(() => expect(canvas.getByLabelText('Contraseña nueva')).toHaveAccessibleDescription(/no cumple los requisitos/));
    await expect(canvas.getByLabelText('Repite la contraseña nueva')).toHaveAccessibleDescription(/no coinciden/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NotChanged: Story = {
  name: 'Error: password not changed',
  args: { error: 'No hemos podido cambiar la contraseña.' },
  globals: { viewport: { value: 'mobile' } },
};

export const Checking: Story = { name: 'Checking the link', args: { link: 'checking' }, globals: { viewport: { value: 'mobile' } } };

export const Invalid: Story = {
  name: 'Link used, expired or incomplete',
  args: { link: 'invalid' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Este enlace ya no sirve' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute('href', '/recuperar-contrasena');
  },
};

export const Unreachable: Story = {
  name: 'Link not checkable now, with retry',
  args: { link: 'unreachable' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
