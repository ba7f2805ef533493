import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectSending } from './sending';
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
  name: 'New password, rules ticked while typing, sent with the keyboard',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText('Contraseña nueva')).toHaveFocus();
    await userEvent.keyboard('abc');
    await expect(canvas.getByText('Al menos 8 caracteres')).toBeInTheDocument();
    await expect(canvas.getByText(/Seguridad de la contraseña: débil/)).toBeInTheDocument();
    await userEvent.keyboard('defgh12');
    await expect(canvas.getByText(/Seguridad de la contraseña: aceptable/)).toBeInTheDocument();
    await userEvent.tab(); // the show-password button
    await userEvent.tab();
    await expect(canvas.getByLabelText('Repite la contraseña nueva')).toHaveFocus();
    await userEvent.keyboard('abcdefgh12{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ password: 'abcdefgh12', repeat: 'abcdefgh12' }, expect.anything()));
  },
};

/** Both fields typed in, as a member sends them. */
async function fillIn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Contraseña nueva'), 'Nueva-Temporada26');
  await userEvent.type(canvas.getByLabelText('Repite la contraseña nueva'), 'Nueva-Temporada26');
}

export const Filled: Story = {
  name: 'Filled in, the new password rated strong',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillIn(canvasElement);
    await expect(canvas.getByText('Seguridad de la contraseña: fuerte')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Guardar la contraseña' })).toBeEnabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  name: 'Sending',
  args: { submitting: true },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, args }) => {
    await fillIn(canvasElement);
    await expectSending(canvasElement);
    await expect(args.onSubmit).not.toHaveBeenCalled();
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
