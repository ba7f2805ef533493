import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WaitingRoom } from '../../../src/features/queue/components/WaitingRoom';
import type { CountdownClock } from '../../../src/ui';

const meta = {
  title: 'features/queue/WaitingRoom',
  component: WaitingRoom,
  parameters: { layout: 'fullscreen', route: '/abonado/cambio-asiento/checkout' },
  args: { place: { position: 1234, queueSize: 5000, avgTime: 3000, startPosition: 2000 } },
  beforeEach: () => {
    const title = document.title;
    document.title = 'Club';
    return () => {
      document.title = title;
    };
  },
} satisfies Meta<typeof WaitingRoom>;

export default meta;
type Story = StoryObj<typeof meta>;

const terms = (root: HTMLElement) => [...root.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);

export const FarBack: Story = {
  name: 'Far back: number 1234 of 5000, about 12 minutes, the tab title shows the place',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Estás en la fila de compra' })).toBeInTheDocument();
    await expect(canvas.getByText('Eres el número 1234 en la fila')).toBeInTheDocument();
    await expect(terms(canvasElement)).toEqual([
      ['Personas en la fila', '5000 personas'],
      ['Tiempo de espera estimado', 'Alrededor de 12 minutos'],
    ]);
    const progress = canvas.getByRole('progressbar', { name: 'Tu avance en la fila' });
    await expect(progress).toHaveAttribute('aria-valuetext', 'Tienes 1233 personas delante');
    await expect(progress).toHaveAttribute('aria-valuenow', '767');
    await expect(progress).toHaveAttribute('aria-valuemax', '2000');
    await expect(canvas.getByText('Tu sitio está guardado')).toBeInTheDocument();
    await expect(document.title).toBe('N.º 1234 en la fila · Club');
  },
};

export const FirstInLine: Story = {
  name: 'First in line: number 1, next in, the bar full',
  args: { place: { position: 1, queueSize: 1, avgTime: 30, startPosition: 40 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Eres el número 1 en la fila')).toBeInTheDocument();
    await expect(canvas.getByText('Eres el siguiente: entrarás en cuanto quede un sitio libre.')).toBeInTheDocument();
    const progress = canvas.getByRole('progressbar', { name: 'Tu avance en la fila' });
    await expect(progress).toHaveAttribute('aria-valuenow', '40');
    await expect(progress).toHaveAttribute('aria-valuetext', 'No tienes a nadie delante');
    await expect(terms(canvasElement)).toEqual([
      ['Personas en la fila', '1 persona'],
      ['Tiempo de espera estimado', 'Menos de un minuto'],
    ]);
  },
};

export const NoPaceYet: Story = {
  name: 'No admission yet to time the line: the wait is being calculated',
  args: { place: { position: 3, queueSize: 3, avgTime: 0, startPosition: 3 } },
  play: async ({ canvasElement }) => {
    await expect(terms(canvasElement)[1]).toEqual(['Tiempo de espera estimado', 'Calculando…']);
  },
};

export const FindingPlace: Story = {
  name: 'Before the server says where: a spinner, the page title untouched',
  args: { place: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Buscando tu sitio en la fila…');
    await expect(document.title).toBe('Club');
  },
};

export const InEnglish: Story = {
  name: 'In English, thousands grouped',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You are number 1,234 in the queue')).toBeInTheDocument();
  },
};

/** Time stands still: the countdown shows one moment, the same on every run and in every screenshot. */
const stoppedClock: CountdownClock = { now: () => 0, setTimeout: () => 0, clearTimeout: () => undefined };

export const BeforeOpening: Story = {
  name: 'Before the opening: a countdown to it, that places will be drawn, how many wait; no place yet',
  args: { place: null, preQueue: { opensAt: 3_725_000, waiting: 1234 }, clock: stoppedClock },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Esperando la apertura de la venta' })).toBeInTheDocument();
    await expect(canvas.getByText(/sortearemos los puestos entre todas las personas/)).toBeInTheDocument();
    const timer = canvas.getByRole('timer', { name: 'La venta abre en' });
    await expect(timer).toHaveTextContent('1 h 2 min 5 s');
    await expect(timer).toHaveAttribute('aria-live', 'off');
    await expect(canvas.getByText('1234 personas esperando la apertura')).toBeInTheDocument();
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(document.title).toBe('Esperando la apertura · Club');
  },
};

export const Drawing: Story = {
  name: 'The opening has come, the place not in yet: places are being drawn',
  args: { place: null, preQueue: { opensAt: 0, waiting: 1234 }, clock: stoppedClock },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sorteando los puestos…')).toBeInTheDocument();
    await expect(canvas.queryByRole('timer')).not.toBeInTheDocument();
  },
};

export const DrawnPlace: Story = {
  name: 'After the opening, a place from the draw: said in a polite status',
  args: { place: { position: 12, queueSize: 1234, avgTime: 3000, startPosition: 12, placeBy: 'draw' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Estás en la fila de compra' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('Tu puesto se sorteó en la apertura de la venta.');
    await expect(canvas.getByText('Eres el número 12 en la fila')).toBeInTheDocument();
  },
};

export const ArrivedAfterOpening: Story = {
  name: 'After the opening, a later arrival: places in order of arrival',
  args: { place: { position: 1301, queueSize: 1400, avgTime: 3000, startPosition: 1301, placeBy: 'arrival' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')[0]).toHaveTextContent(
      'Llegaste después de la apertura: los puestos siguen el orden de llegada.',
    );
  },
};

const VISITOR_LOGIN = '/abonado?redirect=%2Fhazte-abonado%2Fseleccion-abono-base';

export const BeforeOpeningAsVisitor: Story = {
  name: 'Before the opening, a visitor (no session): only accounts are drawn, with the login coming back here',
  parameters: { route: '/hazte-abonado/seleccion-abono-base' },
  args: { place: null, preQueue: { opensAt: 3_725_000, waiting: 1234 }, clock: stoppedClock, loginPath: VISITOR_LOGIN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Inicia sesión para entrar en el sorteo')).toBeInTheDocument();
    await expect(canvas.getByText(/Solo entran en el sorteo las personas que han iniciado sesión/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', VISITOR_LOGIN);
    await expect(canvas.getByRole('timer', { name: 'La venta abre en' })).toBeInTheDocument();
  },
};

export const VisitorAfterOpening: Story = {
  name: 'After the opening, a visitor: not drawn, behind those drawn in order of arrival',
  parameters: { route: '/hazte-abonado/seleccion-abono-base' },
  args: { place: { position: 1301, queueSize: 1400, avgTime: 3000, startPosition: 1301, placeBy: 'arrival' }, loginPath: VISITOR_LOGIN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent(
      'No entraste en el sorteo de la apertura, que es solo para personas con cuenta: tu puesto va detrás de las sorteadas, por orden de llegada.',
    );
    await expect(canvas.queryByText('Inicia sesión para entrar en el sorteo')).not.toBeInTheDocument();
  },
};

export const BeforeOpeningAsVisitorInEnglish: Story = {
  name: 'Before the opening, a visitor, in English',
  globals: { locale: 'en' },
  parameters: { route: '/hazte-abonado/seleccion-abono-base' },
  args: { place: null, preQueue: { opensAt: 125_000, waiting: 2 }, clock: stoppedClock, loginPath: VISITOR_LOGIN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Log in to enter the draw')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', VISITOR_LOGIN);
  },
};

export const BeforeOpeningInFrench: Story = {
  name: 'Before the opening, in French',
  globals: { locale: 'fr' },
  args: { place: null, preQueue: { opensAt: 125_000, waiting: 2 }, clock: stoppedClock },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer', { name: 'La vente ouvre dans' })).toHaveTextContent('2 min 5 s');
    await expect(canvas.getByText("2 personnes attendent l'ouverture")).toBeInTheDocument();
  },
};
