import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GateView } from '../../../src/features/gate/components/GateView';
import type { GateVerdict } from '../../../src/features/gate/verify';
import { entryAt, game, lucia, luciaPhoto, martaTicket, mateo, mateoPhoto, OTHER_GATE, readyGate, THIS_GATE, ticketEntryAt } from './fixtures';

const meta = {
  title: 'features/gate/GateView',
  component: GateView,
  parameters: { layout: 'fullscreen', route: '/taquilla' },
  args: { ...readyGate, onDownload: fn(), onChooseGame: fn(), onRetryPhotos: fn(), onScan: fn(), camera: { status: 'off', onStart: fn(), onStop: fn() } },
} satisfies Meta<typeof GateView>;

export default meta;
type Story = StoryObj<typeof meta>;

const verdict = (result: GateVerdict, photo: string | null = null) => ({ result, scan: 1, photo });

export const Ready: Story = {
  name: 'Ready: the game downloaded, a scanner types a code and Enter',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Código del carnet o de la entrada');
    await expect(field).toHaveFocus();
    await expect(canvas.getByText('Sincronizado a las 16:58.')).toBeInTheDocument();
    await userEvent.keyboard('CB1:25/26:1001:12345678{Enter}');
    await expect(args.onScan).toHaveBeenCalledWith('CB1:25/26:1001:12345678');
    await expect(field).toHaveValue('');
    await expect(field).toHaveFocus();
  },
};

export const NoDownload: Story = {
  name: 'Before doors open: nothing downloaded yet',
  args: { download: null, sync: { ...readyGate.sync, syncedAt: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('Código del carnet o de la entrada')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Descargar datos del partido' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
  },
};

export const Accepted: Story = {
  name: 'Accepted: green, photo, name and seat',
  args: { verdict: verdict({ kind: 'ACCEPTED', member: lucia, entry: entryAt(THIS_GATE, '2025-10-05T15:00:00.000Z') }, luciaPhoto) },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getAllByRole('status')[0]!;
    await expect(status).toHaveTextContent('Adelante');
    await expect(status).toHaveTextContent('Lucía García Romero');
    await expect(status).toHaveTextContent('Sector Tribuna, zona 101, fila 4, asiento 12');
    await expect(within(status).getByRole('img', { name: 'Foto de Lucía García Romero' })).toBeInTheDocument();
  },
};

export const AcceptedPhotoMissing: Story = {
  name: 'Accepted, but the photo could not be downloaded (or was altered on the device): said in its place',
  args: { verdict: verdict({ kind: 'ACCEPTED', member: lucia, entry: entryAt(THIS_GATE, '2025-10-05T15:00:00.000Z') }) },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getAllByRole('status')[0]!;
    await expect(status).toHaveTextContent('Sin foto: pide el DNI.');
    await expect(within(status).queryByRole('img')).not.toBeInTheDocument();
  },
};

export const DownloadingPhotos: Story = {
  name: "Downloading: the signed data checked, the members' photos coming in",
  args: { download: null, downloading: true, photos: { total: 5658, kept: 2140, failed: [] }, sync: { ...readyGate.sync, syncedAt: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Descargando las fotos de los abonados' });
    await expect(bar).toHaveAttribute('aria-valuetext', '2140 de 5658 en este dispositivo');
    await expect(canvas.getByRole('button', { name: 'Descargando…' })).toBeDisabled();
    await expect(canvas.queryByLabelText('Código del carnet o de la entrada')).not.toBeInTheDocument();
  },
};

export const PhotosFailed: Story = {
  name: 'Downloaded but incomplete: a photo failed every try, said and offered again',
  args: { photos: { total: 2, kept: 1, failed: ['d'.repeat(64)] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('1 foto no se ha podido descargar');
    await expect(canvas.getByText('1 de 2 en este dispositivo')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar las fotos' }));
    await expect(args.onRetryPhotos).toHaveBeenCalledTimes(1);
  },
};

export const Expired: Story = {
  name: 'Refused: an expired code (a screenshot)',
  args: { verdict: verdict({ kind: 'EXPIRED' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Código caducado: puede ser una captura');
  },
};

export const WrongSeason: Story = {
  name: 'Refused: another season',
  args: { verdict: verdict({ kind: 'WRONG_SEASON' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('El carnet es de otra temporada.');
  },
};

export const AlreadyInsideHere: Story = {
  name: 'Refused: already inside, through this gate',
  args: { verdict: verdict({ kind: 'ALREADY_INSIDE', member: lucia, earlier: entryAt(THIS_GATE, '2025-10-05T14:52:00.000Z'), here: true }, luciaPhoto) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Ya ha entrado por esta puerta a las 16:52.');
  },
};

export const AlreadyInsideOther: Story = {
  name: 'Refused: already inside, through another gate',
  args: { verdict: verdict({ kind: 'ALREADY_INSIDE', member: mateo, earlier: entryAt(OTHER_GATE, '2025-10-05T14:40:00.000Z', 1002), here: false }, mateoPhoto) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Ya ha entrado por otra puerta a las 16:40.');
  },
};

export const Unknown: Story = {
  name: 'Refused: not a card for this game',
  args: { verdict: verdict({ kind: 'UNKNOWN' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('No es un carnet ni una entrada válidos para este partido.');
  },
};

export const Offline: Story = {
  name: 'Offline, entries waiting to be sent',
  args: { sync: { ...readyGate.sync, online: false, pending: 3 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sin conexión: 3 entradas pendientes de enviar.')).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Las otras puertas no verán estas entradas hasta que vuelva la conexión.');
  },
};

export const Syncing: Story = {
  name: 'Syncing the entries',
  args: { sync: { ...readyGate.sync, syncing: true, pending: 2 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sincronizando las entradas…')).toBeInTheDocument();
  },
};

export const Duplicates: Story = {
  name: 'Synced, a member the server saw enter at two gates',
  args: {
    duplicates: [{ partnerNumber: 1002, first: entryAt(OTHER_GATE, '2025-10-05T14:40:00.000Z', 1002), second: entryAt(THIS_GATE, '2025-10-05T14:41:30.000Z', 1002) }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Mateo Fernández (nº 1002) entró dos veces: puerta D4E5 16:40, esta puerta 16:41.');
  },
};

export const CameraDenied: Story = {
  name: 'Camera permission denied: the field still works',
  args: { camera: { status: 'denied', onStart: fn(), onStop: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No hay permiso para usar la cámara.');
    await expect(canvas.getByLabelText('Código del carnet o de la entrada')).toBeEnabled();
  },
};

export const ExpiredDownload: Story = {
  name: "A download whose day is over: download today's",
  args: { download: null, downloadProblem: 'EXPIRED', sync: { ...readyGate.sync, syncedAt: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Los datos descargados han caducado');
    await expect(canvas.getByRole('button', { name: 'Descargar datos del partido' })).toBeEnabled();
  },
};

export const BadSignature: Story = {
  name: 'A download without the club signature, refused',
  args: { download: null, downloadProblem: 'SIGNATURE', sync: { ...readyGate.sync, syncedAt: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('no lleva la firma del club');
  },
};

export const KeyNotTheClubs: Story = {
  name: "A download signed with a key that is not the club's (changed on the device), refused",
  args: { download: null, downloadProblem: 'KEY', sync: { ...readyGate.sync, syncedAt: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('no está firmada con la clave del club');
  },
};

export const NotYetAvailable: Story = {
  name: 'The next game is days away: not available yet, no download offered',
  args: { download: null, availability: 'NOT_YET', sync: { ...readyGate.sync, syncedAt: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Aún no disponible: los datos de un partido se descargan el día anterior o el mismo día.');
    await expect(canvas.queryByRole('button', { name: 'Descargar datos del partido' })).not.toBeInTheDocument();
  },
};

export const SeasonOver: Story = {
  name: 'The last game of the season is over: nothing to download',
  args: { download: null, availability: 'OVER', sync: { ...readyGate.sync, syncedAt: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Este partido ya se jugó');
    await expect(canvas.queryByRole('button', { name: 'Descargar datos del partido' })).not.toBeInTheDocument();
  },
};

export const DownloadNotOpen: Story = {
  name: "The server refuses a game that is not today's or tomorrow's",
  args: { download: null, downloadProblem: 'NOT_OPEN', sync: { ...readyGate.sync, syncedAt: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Este partido aún no se puede descargar: solo se descargan los partidos de hoy y de mañana.');
  },
};

export const RefusedEntries: Story = {
  name: 'Synced, entries the server refused: out of the outbox, shown with their reason',
  args: {
    refused: [
      { entry: entryAt(THIS_GATE, '2025-10-05T14:52:00.000Z', 1002), reason: 'BLOCKED' },
      { entry: entryAt(THIS_GATE, '2025-10-05T14:55:00.000Z', 1001), reason: 'DEVICE_CAP' },
    ],
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Entradas no registradas por el servidor');
    await expect(alert).toHaveTextContent('Mateo Fernández (nº 1002), 16:52: carnet bloqueado después de la descarga');
    await expect(alert).toHaveTextContent('Lucía García Romero (nº 1001), 16:55: este dispositivo ha llegado al máximo de entradas del partido');
  },
};

export const TicketAccepted: Story = {
  name: "Ticket accepted: green, the holder's name, the ticket's number and seat",
  args: { verdict: verdict({ kind: 'TICKET_ACCEPTED', ticket: martaTicket, entry: ticketEntryAt(THIS_GATE, '2025-10-05T15:00:00.000Z') }) },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getAllByRole('status')[0]!;
    await expect(status).toHaveTextContent('Entrada válida');
    await expect(status).toHaveTextContent('Marta Ruiz Soler');
    await expect(status).toHaveTextContent('Entrada nº 318');
    await expect(status).toHaveTextContent('Sector Fondo Norte, zona 204, fila 11, asiento 3');
  },
};

export const TicketUsedHere: Story = {
  name: 'Refused: a ticket already used, at this gate',
  args: { verdict: verdict({ kind: 'TICKET_USED', ticket: martaTicket, earlier: ticketEntryAt(THIS_GATE, '2025-10-05T14:52:00.000Z'), here: true }) },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Entrada ya usada');
    await expect(alert).toHaveTextContent('Esta entrada ya pasó por esta puerta a las 16:52.');
    await expect(alert).toHaveTextContent('Marta Ruiz Soler');
  },
};

export const TicketUsedOther: Story = {
  name: 'Refused: a ticket already used, at another gate',
  args: { verdict: verdict({ kind: 'TICKET_USED', ticket: martaTicket, earlier: ticketEntryAt(OTHER_GATE, '2025-10-05T14:40:00.000Z'), here: false }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Esta entrada ya pasó por otra puerta a las 16:40.');
  },
};

export const TicketExpired: Story = {
  name: "Refused: a ticket's expired code (a screenshot)",
  args: { verdict: verdict({ kind: 'TICKET_EXPIRED' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Pide que abra la entrada en su móvil.');
  },
};

export const TicketUnknown: Story = {
  name: 'Refused: not a ticket for this game (another game, or a wrong code)',
  args: { verdict: verdict({ kind: 'TICKET_UNKNOWN' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('No es una entrada válida para este partido.');
  },
};

export const SeatSold: Story = {
  name: "Refused: a member's card, whose seat they released and was sold for this game",
  args: { verdict: verdict({ kind: 'SEAT_SOLD', member: { ...mateo, seatSoldForGame: true } }, mateoPhoto) },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Asiento vendido');
    await expect(alert).toHaveTextContent('Este asiento se ha vendido para este partido');
    await expect(alert).toHaveTextContent('Mateo Fernández');
  },
};

export const SeatGiven: Story = {
  name: "Refused: a member's card, whose seat they gave to a guest for this game",
  args: { verdict: verdict({ kind: 'SEAT_GIVEN', member: { ...mateo, seatGivenForGame: true } }, mateoPhoto) },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Asiento cedido');
    await expect(alert).toHaveTextContent('Este asiento se ha cedido a un invitado para este partido');
    await expect(alert).toHaveTextContent('Mateo Fernández');
  },
};

export const TicketDuplicatesAndRefusals: Story = {
  name: 'Synced, a ticket the server saw enter at two gates, and ticket entries it refused',
  args: {
    ticketDuplicates: [{ ticketId: 318, first: ticketEntryAt(OTHER_GATE, '2025-10-05T14:40:00.000Z'), second: ticketEntryAt(THIS_GATE, '2025-10-05T14:41:30.000Z') }],
    ticketRefused: [{ entry: ticketEntryAt(THIS_GATE, '2025-10-05T14:50:00.000Z'), reason: 'DEVICE_CAP' }],
  },
  play: async ({ canvasElement }) => {
    const [duplicates, refused] = within(canvasElement).getAllByRole('alert');
    await expect(duplicates).toHaveTextContent('Entrada nº 318 (Marta Ruiz Soler) entró dos veces: puerta D4E5 16:40, esta puerta 16:41.');
    await expect(refused).toHaveTextContent('Entrada nº 318 (Marta Ruiz Soler), 16:50: este dispositivo ha llegado al máximo de entradas del partido');
  },
};

const womensGame = { ...game, id: 3, startsAt: '2025-10-05T10:00:00.000Z', competition: 'WOMENS_LEAGUE' as const, opponent: 'Perfumerías Avenida' };

export const TwoGamesToday: Story = {
  name: "A day with two games: the employee chooses this gate's, then downloads it",
  args: { download: null, dayGames: [womensGame, game], sync: { ...readyGate.sync, syncedAt: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const choice = canvas.getByRole('group', { name: '¿Para qué partido es esta puerta?' });
    await expect(within(choice).getByRole('radio', { name: 'Liga masculina: Club Baloncesto Rival · 18:00' })).toBeChecked();
    await userEvent.click(within(choice).getByText('Liga femenina: Perfumerías Avenida · 12:00'));
    await expect(args.onChooseGame).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Descargar datos del partido' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
  },
};
