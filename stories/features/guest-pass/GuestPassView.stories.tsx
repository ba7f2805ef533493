import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { GuestPassView as GuestPass } from '../../../src/api/season';
import { GuestPassView } from '../../../src/features/guest-pass/components/GuestPassView';
import { game, seatOf } from '../tickets/fixtures';

const SAVED_AT = Date.parse('2026-01-09T21:15:00+01:00');

const pass = { status: 'LIVE', guestName: 'Lucía Gómez Vidal', memberName: 'Carmen', game, seat: { ...seatOf(0), price: 0 }, ticketId: 512, secret: '0123456789abcdef0123456789abcdef01234567' } satisfies GuestPass;
const used: GuestPass = { ...pass, status: 'USED', secret: null };

/** A fixed code of a fixed moment (10 Jan 2026, 18:30:00 in Madrid): the QR is the same in every run. */
const QR = { text: 'CT1:512:52830194', code: '52830194', startedAt: Date.parse('2026-01-10T18:30:00+01:00'), changesAt: Date.parse('2026-01-10T18:30:30+01:00') };

/** The QR is drawn after the first paint: the capture waits for the image. */
async function qrShown(canvasElement: HTMLElement) {
  const image = (await within(canvasElement).findByRole('img', { name: 'Código QR de tu pase' })) as HTMLImageElement;
  await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
}

const meta = {
  title: 'features/guest-pass/GuestPassView',
  component: GuestPassView,
  parameters: { layout: 'fullscreen', route: '/invitado/b3BlbiBzZXNhbWUsIGEgZ3Vlc3QgcGFzcyBmb3Igb25lIGdh' },
  args: { state: { status: 'live', pass, savedAt: null }, qr: QR, online: true, onRetry: fn() },
} satisfies Meta<typeof GuestPassView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {
  name: 'The pass: the guest, who invites, the game in Madrid time, the seat, the rotating QR and its 8 digits',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await qrShown(canvasElement);
    const face = canvas.getByRole('article', { name: 'Lucía Gómez Vidal' });
    await expect(face).toHaveTextContent('Te invita Carmen');
    await expect(face).toHaveTextContent('Liga masculina · Bàsquet Girona');
    await expect(face).toHaveTextContent('sábado, 10 de enero de 2026, 19:00');
    await expect(face).toHaveTextContent('Tribuna Norte · Zona N2B · Fila');
    await expect(canvas.getByText('52830194')).toBeVisible();
    await expect(canvas.getByText('Código actualizado a las 18:30:00')).toBeVisible();
    await expect(canvas.getByText('Guarda esta página: funciona sin conexión')).toBeVisible();
    await expect(canvas.queryByText('Sin conexión')).toBeNull();
  },
};

export const Offline: Story = {
  name: 'Offline: the copy kept on the phone and its code, with when it was kept',
  args: { state: { status: 'live', pass, savedAt: SAVED_AT }, online: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await qrShown(canvasElement);
    await expect(canvas.getByText('Sin conexión')).toBeVisible();
    await expect(canvas.getByText('Guardado el 9/1/26, 21:15')).toBeVisible();
    await expect(canvas.queryByText('Guarda esta página: funciona sin conexión')).toBeNull();
  },
};

export const KeptWhileAsking: Story = {
  name: 'Online, the kept copy shown while the server is asked again',
  args: { state: { status: 'live', pass, savedAt: SAVED_AT } },
  play: async ({ canvasElement }) => {
    await qrShown(canvasElement);
    await expect(within(canvasElement).getByText('Pase guardado en este móvil')).toBeVisible();
  },
};

export const TakenBack: Story = {
  name: 'Taken back: the member sits there again, the pass no longer works',
  args: { state: { status: 'taken-back', memberName: 'Carmen' }, qr: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Carmen ha recuperado su asiento para este partido: este pase ya no sirve');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const Used: Story = {
  name: 'Used: a gate admitted the pass',
  args: { state: { status: 'used', pass: used, savedAt: null }, qr: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Ya has entrado con este pase');
    await expect(canvas.getByRole('article', { name: 'Lucía Gómez Vidal' })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const OtherDevice: Story = {
  name: 'Opened first on another phone: it only works there',
  args: { state: { status: 'other-device' }, qr: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Este pase ya se abrió en otro móvil; solo funciona allí. Si ese móvil no es el tuyo, pide a quien te invitó que recupere su asiento y te invite de nuevo: recibirás un enlace nuevo');
  },
};

export const NotFound: Story = {
  name: 'No pass has this link',
  args: { state: { status: 'not-found' }, qr: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('No encontramos este pase');
  },
};

export const TooManyAttempts: Story = {
  name: 'Too many attempts and nothing kept: wait, then retry',
  args: { state: { status: 'too-many' }, qr: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Demasiados intentos');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Garbage: Story = {
  name: 'Garbage on the device and no network: erased, said, and a retry',
  args: { state: { status: 'garbage' }, qr: null, online: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('El pase guardado estaba dañado');
  },
};

export const OfflineEmpty: Story = {
  name: 'Offline and nothing kept: open the link online before the arena',
  args: { state: { status: 'offline-empty' }, qr: null, online: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Sin conexión y sin pase guardado');
  },
};

export const ServerError: Story = {
  name: 'Error: the server does not answer and nothing is kept',
  args: { state: { status: 'error' }, qr: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('No hemos podido cargar tu pase');
  },
};

export const Loading: Story = {
  name: 'Loading the pass',
  args: { state: { status: 'loading' }, qr: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Cargando tu pase…')).toBeVisible();
  },
};
