import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SeatReleaseView } from '../../../src/features/releases/components/SeatReleaseView';
import { familyOverview, madridChoice, noGamesOverview, noSeatOverview } from './fixtures';

const meta = {
  title: 'features/releases/SeatReleaseView',
  component: SeatReleaseView,
  parameters: { layout: 'fullscreen', route: '/abonado/liberar-asiento' },
  args: {
    load: { status: 'ready', data: familyOverview },
    onRetry: fn(),
    notice: null,
    busySeat: null,
    onRelease: fn(),
    onTakeBack: fn(),
    confirming: null,
    onCancelConfirm: fn(),
    onConfirm: fn(),
  },
} satisfies Meta<typeof SeatReleaseView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Games: Story = {
  name: 'The games to come, a seat in each state: release, take back, sold, closed',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/te abonamos el 50 % de su precio/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '4 partidos por jugar' })).toBeVisible();
    const closing = canvas.getByRole('listitem', { name: 'Liga masculina · Baskonia' });
    await expect(within(closing).getByText('Liberado · Plazo cerrado')).toBeVisible();
    await expect(within(closing).getByText('Plazo cerrado')).toBeVisible();
    const barca = canvas.getByRole('listitem', { name: 'Liga masculina · Barça' });
    await expect(within(barca).getByText('Vendido · +12,50 €')).toBeVisible();
    await userEvent.click(within(barca).getByRole('button', { name: 'Recuperar el asiento de Vicente Ferrando Gil para el partido contra Barça' }));
    await expect(args.onTakeBack).toHaveBeenCalledWith(41, 31, 21);
    await expect(within(canvas.getByRole('listitem', { name: 'Liga femenina · Valencia Basket' })).getByText(/no vende entradas para tu zona/)).toBeVisible();
    // A seat taken back is released again with the same button; by keyboard.
    const madrid = canvas.getByRole('listitem', { name: 'Liga masculina · Real Madrid' });
    within(madrid).getByRole('button', { name: 'Liberar el asiento de Vicente Ferrando Gil para el partido contra Real Madrid' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRelease).toHaveBeenCalledWith(madridChoice);
    await expect(within(madrid).getAllByRole('button', { name: /^Liberar el asiento/ })).toHaveLength(2);
  },
};

export const Loading: Story = {
  name: 'Loading the games',
  args: { load: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando tus partidos');
  },
};

export const LoadFailed: Story = {
  name: 'The games could not be read: a retry',
  args: { load: { status: 'failed' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No hemos podido cargar tus partidos');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NoSeat: Story = {
  name: 'No seat to release',
  args: { load: { status: 'ready', data: noSeatOverview } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'No tienes asiento que liberar' })).toBeVisible();
  },
};

export const NoGames: Story = {
  name: 'No games left this season',
  args: { load: { status: 'ready', data: noGamesOverview } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'No quedan partidos por jugar' })).toBeVisible();
  },
};

export const TakingBack: Story = {
  name: 'Taking a seat back: its button waits',
  args: { busySeat: '31-21' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Recuperar el asiento de Vicente/ })).toBeDisabled();
  },
};

export const Released: Story = {
  name: 'A seat released: said, with what a sale credits',
  args: { notice: { tone: 'success', text: 'Asiento liberado para el partido contra Real Madrid. Si se vende, te abonaremos 12,50 €.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Si se vende, te abonaremos 12,50 €/)).toBeVisible();
  },
};

const refusal = (name: string, text: string, match: RegExp): Story => ({
  name,
  args: { notice: { tone: 'error', text } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(match)).toBeVisible();
  },
});

export const Held = refusal(
  'Taking back while a buyer holds the seat (409 held)',
  'Alguien está comprando tu asiento ahora mismo. Si no termina la compra en unos minutos, podrás recuperarlo; si la termina, se habrá vendido.',
  /Alguien está comprando tu asiento ahora mismo/,
);
export const SoldMeanwhile = refusal(
  'Taking back a seat that sold meanwhile (409 sold)',
  'El asiento ya se ha vendido para este partido y no se puede recuperar. Verás el crédito en tu perfil.',
  /ya se ha vendido para este partido/,
);
export const DeadlinePassed = refusal('The deadline passed meanwhile (409)', 'El plazo de este partido ya se ha cerrado.', /plazo de este partido ya se ha cerrado/);
export const AlreadyReleased = refusal(
  'Released already, from another tab or by the group owner (409)',
  'Este asiento ya estaba liberado para este partido (desde otra pestaña o por quien gestiona tu grupo).',
  /ya estaba liberado/,
);
export const NotYours = refusal('No longer a seat the member acts for (403)', 'Ya no puedes liberar ese asiento. Comprueba tu grupo en tu perfil.', /Ya no puedes liberar ese asiento/);
export const TooMany = refusal('Too many changes in a row (429)', 'Has hecho muchos cambios seguidos. Espera un rato y vuelve a intentarlo.', /muchos cambios seguidos/);
export const NoConnection = refusal(
  'No connection: the list stays as it was',
  'No hemos podido conectar con el club. Comprueba tu conexión e inténtalo de nuevo.',
  /No hemos podido conectar con el club/,
);

export const Dialog: Story = {
  name: 'Confirming: the rule, the exact credit and the deadline; Escape cancels',
  args: { confirming: madridChoice },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Liberar el asiento contra Real Madrid' });
    await expect(dialog).toHaveTextContent('Si se vende, te abonaremos 12,50 € para tu renovación (50 % del precio de la entrada).');
    await expect(dialog).toHaveTextContent(/Zona N2B · fila 12, asiento 5/);
    await expect(dialog).toHaveTextContent(/Puedes recuperarlo con un clic hasta el/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await expect(args.onConfirm).toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancelConfirm).toHaveBeenCalled();
  },
};

export const DialogSending: Story = {
  name: 'Confirming: the release is being sent',
  args: { confirming: madridChoice, busySeat: '33-21' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Liberando…' })).toBeDisabled();
  },
};

export const DialogFailed: Story = {
  name: 'Confirming failed for lack of network: the dialog stays, Confirm tries again',
  args: { confirming: madridChoice, confirmError: 'No hemos podido conectar con el club. Comprueba tu conexión e inténtalo de nuevo.' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('No hemos podido conectar con el club');
    await expect(within(dialog).getByRole('button', { name: 'Confirmar' })).toBeEnabled();
  },
};
