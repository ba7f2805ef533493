import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TicketView } from '../../../src/features/tickets/components/TicketView';
import { QR, ticket } from './fixtures';

const SAVED_AT = Date.parse('2026-01-09T21:15:00+01:00');

/** The QR is drawn after the first paint: the capture waits for the image. */
async function qrShown(canvasElement: HTMLElement) {
  const image = (await within(canvasElement).findByRole('img', { name: 'Código QR de tu entrada' })) as HTMLImageElement;
  await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
}

const meta = {
  title: 'features/tickets/TicketView',
  component: TicketView,
  parameters: { layout: 'fullscreen', route: '/entradas/301' },
  args: {
    state: { status: 'ticket', ticket, savedAt: null },
    qr: QR,
    online: true,
    onRetry: fn(),
    pdfUrl: '/api/tickets/301/ticket.pdf',
    ticketsPath: '/entradas',
    loginPath: '/abonado?redirect=%2Fentradas%2F301',
  },
} satisfies Meta<typeof TicketView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LiveCode: Story = {
  name: 'The ticket: holder, game in Madrid time, seat, the rotating QR and the PDF',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await qrShown(canvasElement);
    const face = canvas.getByRole('article', { name: 'Irene Casals Roig' });
    await expect(face).toHaveTextContent('Liga masculina · Bàsquet Girona');
    await expect(face).toHaveTextContent('sábado, 10 de enero de 2026, 19:00');
    await expect(face).toHaveTextContent('Tribuna Norte · Zona N2B · Fila');
    await expect(canvas.getByText('Código actualizado a las 18:30:00')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Descargar en PDF' })).toHaveAttribute('href', '/api/tickets/301/ticket.pdf');
  },
};

export const Offline: Story = {
  name: 'Offline: the kept ticket and its code, with when it was kept',
  args: { state: { status: 'ticket', ticket, savedAt: SAVED_AT }, online: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await qrShown(canvasElement);
    await expect(canvas.getByText('Sin conexión')).toBeVisible();
    await expect(canvas.getByText('Guardada el 9/1/26, 21:15')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Descargar en PDF' })).toBeNull();
  },
};

export const Garbage: Story = {
  name: 'Garbage on the device and no network: erased, said, and a retry',
  args: { state: { status: 'garbage' }, qr: null, online: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('La entrada guardada estaba dañada')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  name: 'Error: the server does not answer and nothing is kept',
  args: { state: { status: 'error' }, qr: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No hemos podido cargar tu entrada')).toBeVisible();
  },
};

export const OfflineEmpty: Story = {
  name: 'Offline and nothing kept: open it online before the arena',
  args: { state: { status: 'offline-empty' }, qr: null, online: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sin conexión y sin entrada guardada')).toBeVisible();
  },
};

export const NotFound: Story = {
  name: "Not this account's ticket: the way to my tickets",
  args: { state: { status: 'not-found' }, qr: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Ver mis entradas' })).toHaveAttribute('href', '/entradas');
  },
};

export const SignedOut: Story = {
  name: 'Signed out: the login comes back here',
  args: { state: { status: 'signed-out' }, qr: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/abonado?redirect=%2Fentradas%2F301');
  },
};

export const Loading: Story = {
  name: 'Loading the ticket',
  args: { state: { status: 'loading' }, qr: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Cargando tu entrada…')).toBeVisible();
  },
};
