import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectSending } from './sending';
import { SessionExpiredView } from '../../../src/features/auth/components/SessionExpiredView';

const meta = {
  title: 'features/auth/SessionExpiredView',
  component: SessionExpiredView,
  parameters: { layout: 'fullscreen', route: '/abonado/cambiar-contrasena' },
  args: {
    open: true,
    onClose: fn(),
    onLogin: fn(),
    submitting: false,
    loginPath: '/abonado?redirect=%2Fabonado%2Fcambiar-contrasena',
  },
} satisfies Meta<typeof SessionExpiredView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  name: 'Log in again over the page',
  play: async ({ args }) => {
    // The dialog is portalled to the body.
    const dialog = within(document.body).getByRole('dialog', { name: 'Tu sesión ha caducado' });
    const body = within(dialog);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.type(body.getByLabelText('Correo electrónico'), 'socio@demo.club');
    await userEvent.type(body.getByLabelText('Contraseña'), 'Demo2526!{Enter}');
    await waitFor(() => expect(args.onLogin).toHaveBeenCalledWith({ mail: 'socio@demo.club', password: 'Demo2526!' }, expect.anything()));
    await expect(body.getByRole('link', { name: /Entrar de otra forma/ })).toHaveAttribute('href', '/abonado?redirect=%2Fabonado%2Fcambiar-contrasena');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Failed: Story = {
  name: 'Login invalid inside the dialog',
  args: { error: 'Los datos no son correctos. Revísalos e inténtalo de nuevo.' },
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    await expect(within(document.body).getByRole('alert')).toHaveTextContent('Los datos no son correctos');
  },
};

export const Submitting: Story = {
  name: 'Sending, inside the dialog',
  args: { submitting: true },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ args }) => {
    const dialogElement = within(document.body).getByRole('dialog', { name: 'Tu sesión ha caducado' });
    const dialog = within(dialogElement);
    await userEvent.type(dialog.getByLabelText('Correo electrónico'), 'socio@demo.club');
    await userEvent.type(dialog.getByLabelText('Contraseña'), 'Demo2526!');
    await expectSending(dialogElement);
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

export const Locked: Story = {
  name: 'Locked by the rate limit (429), inside the dialog',
  args: { lockedSeconds: 14 * 60 + 5 },
  play: async ({ args }) => {
    const dialog = within(within(document.body).getByRole('dialog', { name: 'Tu sesión ha caducado' }));
    await expect(dialog.getByText('Demasiados intentos seguidos')).toBeInTheDocument();
    await expect(dialog.getByText(/espera 15 minutos/)).toBeInTheDocument();
    // The notice stands apart from the field under it, not touching its label.
    const notice = dialog.getByRole('alert').getBoundingClientRect();
    const label = dialog.getByText('Correo electrónico').getBoundingClientRect();
    await expect(label.top - notice.bottom).toBeGreaterThanOrEqual(8);
    const button = dialog.getByRole('button', { name: 'Entrar' });
    await expect(button).toBeDisabled();
    // The way out stays open: the full login, and back to the page afterwards.
    await expect(dialog.getByRole('link', { name: /Entrar de otra forma/ })).toHaveAttribute('href', args.loginPath);
  },
};
