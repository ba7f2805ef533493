import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CardUnavailableReason, MemberCard } from '../../../src/api/member-card';
import type { CardState } from '../../../src/features/member-card/card-state';
import { MemberCardView } from '../../../src/features/member-card/components/MemberCardView';
import { photoOnFile } from '../account/photos';

/** A fixed code of a fixed moment (5 Oct 2025, 17:00:00 in Madrid): the QR is the same in every run. */
const QR = {
  text: 'CB1:25/26:4101:73040915',
  startedAt: Date.parse('2025-10-05T17:00:00+02:00'),
  changesAt: Date.parse('2025-10-05T17:00:30+02:00'),
};
const SAVED_AT = Date.parse('2025-10-04T21:15:00+02:00');
const secret = { secret: '0123456789abcdef0123456789abcdef01234567', season: '25/26', partnerNumber: 4101 };

const card: MemberCard = {
  partnerNumber: 4101,
  name: 'Nuria',
  lastname: 'Bosch Alapont',
  photo: photoOnFile,
  season: '25/26',
  pass: 'Abono Adulto',
  seat: { id: 1, sector: 'Tribuna Norte', area: 'Zona N2B', areaId: 1, row: 4, number: 12 },
  group: null,
};
const cardState = (overrides: Partial<Extract<CardState, { status: 'card' }>> = {}): CardState => ({
  status: 'card',
  card,
  secret,
  noCode: null,
  savedAt: null,
  ...overrides,
});

/** The QR is drawn after the first paint: the capture waits for the image. */
async function qrShown(canvasElement: HTMLElement) {
  const image = (await within(canvasElement).findByRole('img', { name: 'Código QR de entrada de tu carnet' })) as HTMLImageElement;
  await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
}

const meta = {
  title: 'features/member-card/MemberCardView',
  component: MemberCardView,
  parameters: { layout: 'fullscreen', route: '/abonado/carnet' },
  args: { state: cardState(), qr: QR, online: true, onRetry: fn(), onPrint: fn(), pdfUrl: '/api/partners/card/pdf', loginPath: '/abonado?redirect=%2Fabonado%2Fcarnet' },
} satisfies Meta<typeof MemberCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPhoto: Story = {
  name: 'Card with photo: seat, pass, the rotating QR, PDF and print',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await qrShown(canvasElement);
    const face = canvas.getByRole('article', { name: 'Nuria Bosch Alapont' });
    await expect(face).toHaveTextContent('Temporada 25/26');
    await expect(face).toHaveTextContent('Tribuna Norte · Zona N2B · Fila 4 · Asiento 12');
    await expect(canvas.getByRole('img', { name: 'Foto de carné de Nuria' })).toBeInTheDocument();
    await expect(canvas.getByText('Código actualizado a las 17:00:00')).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('cambia cada 30 segundos');
    await expect(canvas.getByRole('link', { name: 'Descargar PDF' })).toHaveAttribute('href', '/api/partners/card/pdf');
    await userEvent.click(canvas.getByRole('button', { name: 'Imprimir' }));
    await expect(args.onPrint).toHaveBeenCalledTimes(1);
  },
};

export const WithoutPhoto: Story = {
  name: 'Card without photo (initials), in a group',
  args: { state: cardState({ card: { ...card, photo: null, group: { name: 'Peña Los Tigres' } } }) },
  play: async ({ canvasElement }) => {
    await qrShown(canvasElement);
    const face = within(canvasElement).getByRole('article', { name: 'Nuria Bosch Alapont' });
    await expect(face).toHaveTextContent('NB');
    await expect(face).toHaveTextContent('Peña Los Tigres');
  },
};

export const Offline: Story = {
  name: 'Offline: the card saved on the device, its code still rotating',
  args: { state: cardState({ savedAt: SAVED_AT }), online: false },
  play: async ({ canvasElement }) => {
    await qrShown(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sin conexión', { exact: true })).toBeInTheDocument();
    await expect(canvas.getByText(/^Datos guardados el 4\/10\/25, 21:15$/)).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Descargar PDF' })).not.toBeInTheDocument();
  },
};

export const OfflineWithoutCode: Story = {
  name: 'Offline, the code never downloaded on this device',
  args: { state: cardState({ savedAt: SAVED_AT, secret: null, noCode: 'missing' }), qr: null, online: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/aún no tiene tu código de entrada/)).toBeInTheDocument();
  },
};

export const Impersonating: Story = {
  name: 'An employee acting as the member: the card without its code',
  args: { state: cardState({ secret: null, noCode: 'impersonating' }), qr: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/solo aparece en el móvil del propio abonado/)).toBeInTheDocument();
    await expect(canvas.queryByRole('img', { name: 'Código QR de entrada de tu carnet' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' }, qr: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Cargando tu carnet…')).toBeInTheDocument();
  },
};

export const ServerDown: Story = {
  name: 'Server down and nothing saved: retry',
  args: { state: { status: 'error' }, qr: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No hemos podido cargar tu carnet');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const OfflineNothingSaved: Story = {
  name: 'Offline and nothing saved on the device',
  args: { state: { status: 'offline-empty' }, qr: null, online: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Sin conexión y sin carnet guardado');
  },
};

export const SignedOut: Story = {
  name: 'Session ended: the kept card erased, a login back to it',
  args: { state: { status: 'signed-out' }, qr: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Tu sesión ha terminado');
    await expect(canvas.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/abonado?redirect=%2Fabonado%2Fcarnet');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

const unavailable = (reason: CardUnavailableReason, title: string, link: string): Story => ({
  name: `No card: ${reason}`,
  args: { state: { status: 'unavailable', reason }, qr: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(title)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: link })).toBeInTheDocument();
  },
});

export const NotPartner = unavailable('NOT_PARTNER', 'No tienes carnet de abonado', 'Hazte abonado');
export const Pending = unavailable('PENDING', 'Tu abono aún está pendiente', 'Ver el estado de tu alta');
export const Blocked = unavailable('BLOCKED', 'Tu abono está bloqueado', 'Contacto y horario de la oficina del club');
export const NoSeat = unavailable('NO_SEAT', 'Aún no tienes asiento esta temporada', 'Elegir asiento');
export const NotPaid = unavailable('NOT_PAID', 'Tu abono de esta temporada no está pagado', 'Ver tus pagos en tu perfil');
