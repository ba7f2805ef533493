import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { MemberCard } from '../../../src/api/member-card';
import { ImpersonateForm } from '../../../src/features/auth/components/ImpersonateForm';
import { HomeView } from '../../../src/features/home/components/HomeView';
import { MemberCardView } from '../../../src/features/member-card/components/MemberCardView';
import { homes, homeUsers } from '../../fixtures/home';
import { photoOnFile } from '../account/photos';

/** The card of a fixed moment on the game's day: the QR is the same in every run. */
const card: MemberCard = {
  partnerNumber: 1001,
  name: 'Lucía',
  lastname: 'Martínez Soler',
  photo: photoOnFile,
  season: '26/27',
  pass: 'Abono Adulto',
  seat: { id: 661, sector: 'Tribuna Norte', area: 'Zona N2B', areaId: 106, row: 1, number: 1 },
  group: null,
};
const qr = { text: 'CB1:26/27:1001:73040915', startedAt: Date.parse('2026-12-06T17:00:00+01:00'), changesAt: Date.parse('2026-12-06T17:00:30+01:00') };
const secret = { secret: '0123456789abcdef0123456789abcdef01234567', season: '26/27', partnerNumber: 1001 };
const memberCard = () => (
  <MemberCardView
    state={{ status: 'card', card, secret, noCode: null, savedAt: null }}
    qr={qr}
    online
    onRetry={fn()}
    onPrint={fn()}
    pdfUrl="/api/partners/card/pdf"
    loginPath="/abonado?redirect=%2Fabonado"
  />
);

const meta = {
  title: 'features/home/HomeView',
  component: HomeView,
  parameters: { layout: 'fullscreen', route: '/abonado' },
  args: {
    user: homeUsers.partner,
    kind: 'PARTNER',
    answer: { status: 'ready', home: homes.partner },
    onRetry: fn(),
    onLogout: fn(),
    renderCard: memberCard,
  },
} satisfies Meta<typeof HomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

const h2s = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

export const Partner: Story = {
  name: 'Partner: next game, renewal, pass, money, group, tickets',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
    await expect(canvas.getByText('Abonado · n.º 1001')).toBeVisible();
    await expect(h2s(canvasElement)).toEqual(['Liga masculina · Barça', 'Renueva tu abono 27/28', 'Mi abono', 'Pagos', 'Mi grupo', 'Mis entradas', 'Mi cuenta']);
    await expect(canvas.queryByRole('heading', { name: 'Mi carnet' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Cambiar la contraseña' })).toHaveAttribute('href', '/abonado/cambiar-contrasena');
    await expect(canvas.getByRole('link', { name: 'Confirmar mi teléfono' })).toHaveAttribute('href', '/confirmar-telefono');
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar sesión' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const PartnerGameDay: Story = {
  name: 'Partner on game day: the card first',
  args: { answer: { status: 'ready', home: homes.partnerGameDay } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = (await canvas.findByRole('img', { name: 'Código QR de entrada de tu carnet' })) as HTMLImageElement;
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
    const nextGame = canvas.getByRole('region', { name: /Hoy hay partido/ });
    await expect(image.compareDocumentPosition(nextGame) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

export const PartnerSecondPaymentFailed: Story = {
  name: 'Partner with a declined second payment: the notice high up, with the office',
  args: { answer: { status: 'ready', home: homes.partnerSecondPaymentFailed } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: /No hemos podido cobrar el segundo pago/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'abonos@cbribera.example' })).toBeVisible();
    await expect(h2s(canvasElement).indexOf('Mi abono')).toBeGreaterThan(h2s(canvasElement).findIndex((text) => text?.includes('segundo pago')));
  },
};

export const PartnerBlockFailed: Story = {
  name: 'Partner, one block failed: the rest still shows',
  args: { answer: { status: 'ready', home: homes.partnerPassFailed } },
  play: async ({ canvasElement, args }) => {
    const pass = within(within(canvasElement).getByRole('region', { name: 'Mi abono' }));
    await userEvent.click(pass.getByRole('button', { name: /Reintentar/ }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(within(canvasElement).getByText('Familia Ferrando')).toBeVisible();
  },
};

export const PendingPartner: Story = {
  name: 'Pending partner: no seat, no group, no renewal',
  args: { user: homeUsers.pendingPartner, answer: { status: 'ready', home: homes.pendingPartner } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Tu abono está pendiente')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: /Renueva/ })).toBeNull();
  },
};

export const Sympathizer: Story = {
  args: { user: homeUsers.sympathizer, kind: 'SYMPATHIZER', answer: { status: 'ready', home: homes.sympathizer } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Simpatizante · n.º 5001')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Comprar entradas' })).toHaveAttribute('href', '/partidos/31/entradas');
    await expect(h2s(canvasElement)).toEqual(['Liga masculina · Barça', 'Mis entradas', 'Mi cuenta']);
  },
};

export const Fan: Story = {
  args: { user: homeUsers.fan, kind: 'FAN', answer: { status: 'ready', home: homes.fan } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aficionado')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: /Próxima: Liga masculina · Real Madrid/ })).toBeVisible();
  },
};

export const Shareholder: Story = {
  args: { user: homeUsers.shareholder, kind: 'SHAREHOLDER', answer: { status: 'ready', home: homes.shareholder } },
  play: async ({ canvasElement }) => {
    const area = within(within(canvasElement).getByRole('region', { name: 'Accionistas' }));
    await expect(area.getByRole('link', { name: /Ir a mi área de accionista/ })).toHaveAttribute('href', '/accionista');
  },
};

export const Enterprise: Story = {
  args: { user: homeUsers.enterprise, kind: 'ENTERPRISE', answer: { status: 'ready', home: homes.enterprise } },
  play: async ({ canvasElement }) => {
    const area = within(within(canvasElement).getByRole('region', { name: 'Tu empresa' }));
    await expect(area.getByRole('link', { name: /Ir al perfil de mi empresa/ })).toHaveAttribute('href', '/empresa/perfil');
  },
};

export const Staff: Story = {
  name: 'Staff: impersonation, gate and photo review',
  args: {
    user: homeUsers.staff,
    kind: 'STAFF',
    answer: { status: 'ready', home: homes.staff },
    impersonation: <ImpersonateForm onSubmit={fn()} submitting={false} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Actuar como otro usuario' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Control de acceso (taquilla)' })).toHaveAttribute('href', '/taquilla');
    await expect(canvas.getByRole('link', { name: 'Revisión de fotos de carnet' })).toHaveAttribute('href', '/revision-fotos');
    await expect(canvas.queryByRole('region', { name: /Próximo partido/ })).toBeNull();
  },
};

export const MailUnconfirmed: Story = {
  name: 'Mail not confirmed yet: the warning under the greeting',
  args: { user: { ...homeUsers.fan, confirmed: { mail: false, phone: false, address: false } }, kind: 'FAN', answer: { status: 'ready', home: homes.fan } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Tu correo está pendiente de confirmar/)).toBeVisible();
  },
};

export const Loading: Story = {
  name: 'Loading: every block of the partner’s home waits',
  args: { answer: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Próximo partido', 'Renueva tu abono', 'Mi abono', 'Pagos', 'Mi grupo', 'Mis entradas']) {
      await expect(canvas.getByRole('region', { name })).toHaveAttribute('aria-busy', 'true');
    }
  },
};

export const RequestFailed: Story = {
  name: 'The request failed: said once, with one retry',
  args: { answer: { status: 'failed', message: 'ERROR.CONNECTION' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('No hemos podido cargar tu inicio');
    await expect(alert).toHaveTextContent('No hemos podido conectar con el club. Comprueba tu conexión e inténtalo de nuevo.');
    await expect(canvas.queryByRole('region', { name: 'Pagos' })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
