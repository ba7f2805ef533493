import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { User } from '../../../src/api/users';
import { PersonalDataPanel } from '../../../src/features/account/components/PersonalDataPanel';
import { ProfileView } from '../../../src/features/account/components/ProfileView';
import { ChargeFailedNotice } from '../../../src/features/renewal/components/ChargeFailedNotice';
import { partners, users } from '../../fixtures/users';
import { failedCharge } from '../renewal/fixtures';
import { photoOnFile } from './photos';

const personal = (user: User) => (
  <PersonalDataPanel user={user} editing={false} onEdit={fn()} onCancel={fn()} onSubmit={fn()} submitting={false} />
);

const partner: User = {
  ...users.PARTNER,
  dni: '12345678Z',
  birthdate: '1985-04-12',
  phone: '+34600111222',
  photo: photoOnFile,
  photoStatus: 'CONFIRMED',
  address: { street: 'Calle de Colón 12, 3.º 2.ª', postalCode: '46004', city: 'Valencia', province: 'Valencia', country: 'ES' },
};

const meta = {
  title: 'features/account/ProfileView',
  component: ProfileView,
  parameters: { layout: 'fullscreen', route: '/abonado/perfil' },
  args: { user: partner, kind: 'partner', personalData: personal(partner), onLogout: fn() },
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partner: Story = {
  name: 'Partner: pass, seat, single payment, masked IBAN, seat change offered',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mi perfil de abonado' })).toBeInTheDocument();
    const pass = canvas.getByRole('region', { name: 'Tu abono' });
    await expect(pass).toHaveTextContent('Tribuna Norte · Zona N2B · Fila 1 · Asiento 1');
    await expect(pass).toHaveTextContent('•••• •••• •••• •••• •••• 1332');
    await expect(pass).not.toHaveTextContent('2100 0418');
    await expect(pass).toHaveTextContent('Pago único (1 de julio de 2025)');
    await expect(within(pass).getByRole('link', { name: 'Cambiar de asiento' })).toHaveAttribute('href', '/abonado/cambio-asiento/seleccion-sector');
    await expect(canvas.getByRole('region', { name: 'Datos personales' })).toHaveTextContent('12 de abril de 1985');
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar sesión' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const PartnerInInstalments: Story = {
  name: 'Partner paying in instalments, seat change not open',
  args: { user: partners.instalments, personalData: personal(partners.instalments) },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const pass = within(canvasElement).getByRole('region', { name: 'Tu abono' });
    await expect(pass).toHaveTextContent('3 plazos');
    await expect(within(pass).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(pass).queryByRole('link', { name: 'Cambiar de asiento' })).not.toBeInTheDocument();
  },
};

export const PartnerWithoutSeat: Story = {
  name: 'Partner without seat nor payment, mail unconfirmed, blocked',
  args: (() => {
    const user: User = {
      ...partners.withoutSeat,
      confirmed: { mail: false, phone: false, address: false },
      partner: { ...partners.withoutSeat.partner, blocked: true },
    };
    return { user, personalData: personal(user) };
  })(),
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent('aún no está confirmado');
    await expect(alerts[1]).toHaveTextContent('bloqueado');
    await expect(canvas.getByRole('region', { name: 'Tu abono' })).toHaveTextContent('Sin pagos esta temporada');
  },
};

export const SympathizerWithoutNumber: Story = {
  name: 'Sympathizer without number',
  parameters: { route: '/simpatizante/perfil' },
  args: { user: users.SYMPATHIZER, kind: 'sympathizer', personalData: personal(users.SYMPATHIZER) },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mi perfil de simpatizante' })).toBeInTheDocument();
    await expect(canvas.getByText(/simpatizante sin número/)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Tu abono' })).not.toBeInTheDocument();
  },
};

export const SympathizerWithNumber: Story = {
  name: 'Sympathizer with number',
  parameters: { route: '/simpatizante/perfil' },
  args: { user: users.SYMPATHIZER_WITH_NUMBER, kind: 'sympathizer', personalData: personal(users.SYMPATHIZER_WITH_NUMBER) },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Tu carné de simpatizante' })).toHaveTextContent('5001');
  },
};

const shareholder: User = { ...users.FAN, fan: { id: 41, actions: { shareholders: { available: true } } } };

export const Shareholder: Story = {
  parameters: { route: '/accionista' },
  args: { user: shareholder, kind: 'shareholder', personalData: personal(shareholder) },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mi área de accionista' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Accionistas' })).toBeVisible();
  },
};

export const Enterprise: Story = {
  name: 'Enterprise administrator',
  parameters: { route: '/empresa' },
  args: { user: users.ENTERPRISE_ADMIN, kind: 'enterprise', personalData: personal(users.ENTERPRISE_ADMIN) },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Área de empresa' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Tu empresa' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /asiento/ })).not.toBeInTheDocument();
  },
};

export const PartnerRenewalChargeFailed: Story = {
  name: 'Partner whose renewal instalment the bank returned: a red notice with the office',
  args: { renewalNotice: <ChargeFailedNotice charges={[failedCharge]} season="26/27" /> },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No hemos podido cobrar un cargo de tu renovación 26/27')).toBeVisible();
  },
};
