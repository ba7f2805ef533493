import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WaitingRoom } from '../../../src/features/queue/components/WaitingRoom';

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
