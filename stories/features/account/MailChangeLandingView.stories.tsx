import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MailChangeLandingView } from '../../../src/features/auth/components/MailChangeLandingView';

const meta = {
  title: 'features/account/MailChangeLandingView',
  component: MailChangeLandingView,
  parameters: { layout: 'fullscreen', route: '/confirmar-cambio-correo/abc/lucia.nueva%40correo.es' },
  args: { link: 'confirm', status: 'working', mail: 'lucia.nueva@correo.es' },
} satisfies Meta<typeof MailChangeLandingView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirming: Story = {
  name: 'Confirming the new mail',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Confirmando tu nuevo correo…' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Un momento…');
  },
};

export const Confirmed: Story = {
  name: 'New mail confirmed (focus on the title)',
  args: { status: 'done' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Nuevo correo confirmado' })).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent('Desde ahora tu cuenta usa lucia.nueva@correo.es');
    await expect(canvas.getByRole('link', { name: 'Ir a mi cuenta' })).toHaveAttribute('href', '/abonado');
  },
};

export const ConfirmExpired: Story = {
  name: 'Confirm link used, replaced or expired',
  args: { status: 'failed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No hemos podido confirmar tu nuevo correo');
    await expect(canvas.getByRole('alert')).toHaveTextContent('ya se ha usado o ha caducado');
  },
};

export const ConfirmTaken: Story = {
  name: 'Confirm link for an address another account took meanwhile',
  args: { status: 'failed', message: 'ACCOUNT.ERRORS.EMAIL_IN_USE' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Ese correo ya lo usa otra cuenta');
  },
};

export const Undoing: Story = {
  name: 'Undoing the change from the old address',
  args: { link: 'undo', mail: 'lucia@correo.es' },
  parameters: { route: '/deshacer-cambio-correo/abc/lucia%40correo.es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Deshaciendo el cambio de correo…' })).toBeVisible();
  },
};

export const Undone: Story = {
  name: 'Change undone: the old mail is back and every session ended',
  args: { link: 'undo', status: 'done', mail: 'lucia@correo.es' },
  parameters: { route: '/deshacer-cambio-correo/abc/lucia%40correo.es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Cambio de correo deshecho' })).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent('Tu cuenta vuelve a usar lucia@correo.es y hemos cerrado todas sus sesiones');
    await expect(canvas.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/abonado');
  },
};

export const UndoExpired: Story = {
  name: 'Undo link used or expired',
  args: { link: 'undo', status: 'failed', mail: 'lucia@correo.es' },
  parameters: { route: '/deshacer-cambio-correo/abc/lucia%40correo.es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('No hemos podido deshacer el cambio de correo');
  },
};
