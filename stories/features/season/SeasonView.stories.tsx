import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CalendarBlockView } from '../../../src/features/season/components/CalendarBlockView';
import { SeasonView } from '../../../src/features/season/components/SeasonView';
import { comingOpen, everyKind, fullAttendance, gamesFeed, givenOpen, memberFeed, noGames, noGuestsLeft, NOW, reachableAttendance } from './fixtures';

const calendar = (
  <CalendarBlockView games={gamesFeed} feed={{ status: 'ready', links: memberFeed }} onRetry={fn()} onCopy={fn()} copied={null} onRenew={fn()} renewing={false} renewError={null} />
);

const meta = {
  title: 'features/season/SeasonView',
  component: SeasonView,
  parameters: { layout: 'fullscreen', route: '/abonado/temporada' },
  args: {
    load: { status: 'ready', data: everyKind },
    onRetry: fn(),
    now: NOW,
    notice: null,
    busyPass: null,
    onInvite: fn(),
    onTakeBack: fn(),
    give: { target: null, onCancel: fn(), onSubmit: fn(), submitting: false, onCopy: fn() },
    calendar,
  },
} satisfies Meta<typeof SeasonView>;

export default meta;
type Story = StoryObj<typeof meta>;

const gameItem = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('listitem', { name }));

export const EveryKind: Story = {
  name: 'Every kind of game: entered, released (sold, not sold), given (entered, not), missed, today, to come (open, closed)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Has venido a 3 de 10\. Esta temporada ya no puedes venir a todos los partidos/)).toBeVisible();
    await expect(canvas.getByText(/un invitado que entra/)).toBeVisible();
    await expect(canvas.getByText('Invitados esta temporada: 3 de 5.')).toBeVisible();
    await expect(gameItem(canvasElement, 'Liga masculina · Baskonia').getByText('Viniste: entraste a las 17:42 por Puerta 2')).toBeVisible();
    await expect(gameItem(canvasElement, 'Liga masculina · Baskonia').getByText(/domingo, 4 de octubre de 2026 · 18:00 \(hora de Madrid\)/)).toBeVisible();
    await expect(gameItem(canvasElement, 'Liga masculina · Unicaja').getByText('Liberado y vendido: 12,50 € para tu renovación')).toBeVisible();
    await expect(gameItem(canvasElement, 'Liga masculina · Joventut').getByText('Liberado: no se vendió')).toBeVisible();
    const granCanaria = gameItem(canvasElement, 'Liga masculina · Gran Canaria');
    await expect(granCanaria.getByText('Invitado: Lucía Martí')).toBeVisible();
    await expect(granCanaria.getByText('Ha entrado')).toBeVisible();
    await expect(granCanaria.getByText('Cuenta como asistido')).toBeVisible();
    const tenerife = gameItem(canvasElement, 'Liga masculina · La Laguna Tenerife');
    await expect(tenerife.getByText('Invitado: Pablo Ruiz')).toBeVisible();
    await expect(tenerife.getByText('No ha venido')).toBeVisible();
    await expect(tenerife.getByText('No cuenta como asistido')).toBeVisible();
    await expect(gameItem(canvasElement, 'Liga masculina · Manresa').getByText('No viniste')).toBeVisible();
    await expect(gameItem(canvasElement, 'Liga femenina · Spar Girona').getByText('Hoy: aún no has entrado')).toBeVisible();
    const murcia = gameItem(canvasElement, 'Liga masculina · UCAM Murcia');
    await expect(murcia.getByText('Por jugar')).toBeVisible();
    await expect(murcia.queryByRole('button')).toBeNull();
    const barca = gameItem(canvasElement, 'Liga masculina · Barça');
    await expect(barca.getByText('Invitado: Ana Soler')).toBeVisible();
    await expect(barca.getByText('Aún no ha abierto el enlace')).toBeVisible();
    await userEvent.click(barca.getByRole('button', { name: 'Recuperar asiento para el partido contra Barça' }));
    await expect(args.onTakeBack).toHaveBeenCalledWith(givenOpen);
    const madrid = gameItem(canvasElement, 'Liga masculina · Real Madrid');
    await expect(madrid.getByRole('link', { name: 'Liberar asiento para el partido contra Real Madrid' })).toHaveAttribute('href', '/abonado/liberar-asiento');
    await userEvent.click(madrid.getByRole('button', { name: 'Invitar a alguien al partido contra Real Madrid' }));
    await expect(args.onInvite).toHaveBeenCalledWith(comingOpen);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Añadir el calendario de partidos' })).toBeVisible();
  },
};

export const AttendanceEarned: Story = {
  name: 'Attendance: every game attended, the extra discount earned',
  args: { load: { status: 'ready', data: fullAttendance } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Has venido a 4 de 4: tendrás un 5 % más de descuento al renovar.')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Partidos a los que has venido' })).toHaveAttribute('aria-valuenow', '4');
  },
};

export const AttendanceReachable: Story = {
  name: 'Attendance: none missed, three games to go',
  args: { load: { status: 'ready', data: reachableAttendance } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Has venido a 2 de 5. Te quedan 3 partidos: si vienes a todos, tendrás un 5 % más de descuento al renovar.')).toBeVisible();
  },
};

export const NoGuestsLeft: Story = {
  name: 'Every guest of the season given: no invite button',
  args: { load: { status: 'ready', data: noGuestsLeft } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Invitados esta temporada: 5 de 5\. Ya no te quedan invitaciones\./)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Invitar a alguien/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: /^Liberar asiento/ })).toBeVisible();
  },
};

export const TakingBack: Story = {
  name: "Taking a guest's seat back: its button waits",
  args: { busyPass: givenOpen.guest?.id ?? null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Recuperar asiento para el partido contra Barça' })).toBeDisabled();
  },
};

export const TakenBack: Story = {
  name: 'A seat taken back: said',
  args: { notice: { tone: 'success', text: 'Has recuperado tu asiento para el partido contra Barça.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Has recuperado tu asiento para el partido contra Barça.')).toBeVisible();
  },
};

export const TakeBackRefused: Story = {
  name: 'Taking back after the gates downloaded the game (409)',
  args: { notice: { tone: 'error', text: 'Las puertas ya han descargado este partido con tu invitado: ya no se puede recuperar el asiento.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/ya no se puede recuperar el asiento/)).toBeVisible();
  },
};

export const Loading: Story = {
  name: 'Loading the season',
  args: { load: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando tu temporada');
  },
};

export const NoGames: Story = {
  name: 'No home games yet',
  args: { load: { status: 'ready', data: noGames } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Aún no hay partidos en casa' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  name: 'The season could not be read: a retry',
  args: { load: { status: 'failed' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No hemos podido cargar tu temporada');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NoSeat: Story = {
  name: 'No seat this season (404 season-no-seat): a way back',
  args: { load: { status: 'no-seat' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No tienes asiento esta temporada' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Volver a mi área' })).toHaveAttribute('href', '/abonado');
    await expect(canvas.queryByText('Añadir el calendario de partidos')).toBeNull();
  },
};
