import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectSending } from './sending';
import { ImpersonateForm } from '../../../src/features/auth/components/ImpersonateForm';
import { MemberHomeView } from '../../../src/features/auth/components/MemberHomeView';
import { users } from '../../fixtures/users';
import RenewalEntryLink from '../../../src/lib/renewal-entry';
import { alone as renewalAlone } from '../renewal/fixtures';

const meta = {
  title: 'features/auth/MemberHomeView',
  component: MemberHomeView,
  parameters: { layout: 'fullscreen', route: '/abonado' },
  args: { user: users.PARTNER, areaPath: '/abonado/perfil', onLogout: fn() },
} satisfies Meta<typeof MemberHomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partner: Story = {
  name: 'Pass holder, logs out with the keyboard',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeInTheDocument();
    await expect(canvas.getByText('1001')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Ir a mi perfil' })).toHaveAttribute('href', '/abonado/perfil');
    await expect(canvas.getByRole('link', { name: 'Liberar mi asiento para un partido' })).toHaveAttribute('href', '/abonado/liberar-asiento');
    // Logging out with the keyboard alone: the button is the page's first stop.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cerrar sesión' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const Sympathizer: Story = {
  name: 'Supporter, mail not confirmed',
  args: { user: { ...users.SYMPATHIZER, confirmed: { mail: false, phone: false, address: false } }, areaPath: '/simpatizante/perfil' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/pendiente de confirmar/);
  },
};

export const OwnArea: Story = {
  name: 'Already in their own area (no link to it)',
  args: { areaPath: null },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Ir a mi perfil' })).not.toBeInTheDocument();
  },
};

const onImpersonate = fn();

export const Employee: Story = {
  name: 'Employee: act as another user, or open the gate or the photo review',
  args: {
    user: users.EMPLOYEE,
    areaPath: null,
    gateLink: true,
    impersonation: <ImpersonateForm onSubmit={onImpersonate} submitting={false} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Actuar como otro usuario' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Control de acceso (taquilla)' })).toHaveAttribute('href', '/taquilla');
    await expect(canvas.getByRole('link', { name: 'Revisión de fotos de carnet' })).toHaveAttribute('href', '/revision-fotos');
    await userEvent.type(canvas.getByLabelText('Correo del usuario'), 'socio@demo.club{Enter}');
    await waitFor(() => expect(onImpersonate).toHaveBeenCalledWith({ mail: 'socio@demo.club' }, expect.anything()));
  },
};

export const EmployeeFailed: Story = {
  name: 'Employee: impersonation failed',
  args: {
    user: users.EMPLOYEE,
    areaPath: null,
    gateLink: true,
    impersonation: (
      <ImpersonateForm onSubmit={fn()} submitting={false} defaultMail="nadie@demo.club" error="No hay ningún usuario con ese correo." />
    ),
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('No hay ningún usuario con ese correo.');
  },
};

export const EmployeeSubmitting: Story = {
  name: 'Employee: switching to the other user (sending)',
  args: {
    user: users.EMPLOYEE,
    areaPath: null,
    gateLink: true,
    impersonation: <ImpersonateForm onSubmit={fn()} submitting defaultMail="socio@demo.club" />,
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expectSending(canvasElement);
  },
};

export const PartnerRenewalOpen: Story = {
  name: 'Pass holder while the renewal is open: a link to renew',
  args: { renewalLink: <RenewalEntryLink /> },
  parameters: { swr: { renewal: renewalAlone } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Renovar mi abono 26/27' })).toHaveAttribute('href', '/abonado/renovacion');
  },
};
