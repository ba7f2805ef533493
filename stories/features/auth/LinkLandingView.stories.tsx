import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { LinkLandingView } from '../../../src/features/auth/components/LinkLandingView';

const meta = {
  title: 'features/auth/LinkLandingView',
  component: LinkLandingView,
  parameters: { layout: 'fullscreen', route: '/confirmar-correo/abc/socio%40demo.club' },
  args: { status: 'working', title: 'Confirmando tu correo…', action: { to: '/abonado', label: 'Ir a mi cuenta' } },
} satisfies Meta<typeof LinkLandingView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Working: Story = {
  name: 'Using the link',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Un momento…');
  },
};

export const MailConfirmed: Story = {
  name: 'Mail confirmed',
  args: { status: 'done', title: 'Correo confirmado', text: 'Hemos confirmado socio@demo.club. Ya puedes iniciar sesión.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Correo confirmado' })).toHaveFocus());
    await expect(canvas.getByRole('link', { name: 'Ir a mi cuenta' })).toHaveAttribute('href', '/abonado');
  },
};

export const LinkInvalid: Story = {
  name: 'Link used or expired',
  args: {
    status: 'failed',
    title: 'No hemos podido confirmar tu correo',
    text: 'El enlace o el código no es válido, ya se ha usado o ha caducado.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('ya se ha usado');
  },
};

export const CreationLinkInvalid: Story = {
  name: 'Special renewal link used or expired',
  args: {
    status: 'failed',
    title: 'No hemos podido abrir tu enlace',
    text: 'El enlace está incompleto, ya se ha usado o ha caducado. Pide uno nuevo.',
    action: { to: '/renovacion-especial', label: 'Pedir un enlace nuevo' },
  },
  globals: { viewport: { value: 'mobile' } },
};
