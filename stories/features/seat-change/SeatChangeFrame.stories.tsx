import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { SeatChangeFrame } from '../../../src/features/seat-change/components/SeatChangeFrame';
import { useSeatChangeClock } from '../../../src/features/seat-change/store';

/**
 * The frame of each step. With `seconds` it shows that moment instead of the clock store's. A
 * running countdown follows the clock: each play function waits for its first tick (so the
 * capture never falls on the turn of a minute, whose text is narrower) and the visual runner
 * masks the `timer` (CLOCK_DRIVEN_SELECTORS), as in ui/Countdown's stories.
 */
const meta = {
  title: 'features/seat-change/SeatChangeFrame',
  component: SeatChangeFrame,
  parameters: { layout: 'padded', route: '/abonado/cambio-asiento/seleccion-sector' },
  beforeEach: () => {
    useSeatChangeClock.getState().reset();
    return () => useSeatChangeClock.getState().reset();
  },
  args: {
    title: 'Elige la zona',
    step: 1,
    onExpire: fn(),
    children: <p>Las zonas con asientos libres para tu cambio, con su precio.</p>,
  },
} satisfies Meta<typeof SeatChangeFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const timer = (canvasElement: HTMLElement) => within(canvasElement).getByRole('timer', { name: 'Tiempo para terminar el cambio' });
/** The countdown ticks: its text changes, however long the machine took to get here. */
const expectRunning = async (time: HTMLElement) => {
  const shown = time.textContent;
  await waitFor(() => expect(time.textContent).not.toBe(shown));
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const Running: Story = {
  name: '14 minutes left on the holds: the step, the title and the running countdown, no warning yet',
  args: { seconds: 840 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Elige la zona' })).toBeInTheDocument();
    await expect(canvas.getByText('Paso 1 de 3')).toBeVisible();
    await expect(canvas.getByText('Las zonas con asientos libres para tu cambio, con su precio.')).toBeVisible();
    const time = timer(canvasElement);
    await expect(time).toHaveTextContent(/^(14 min|13 min \d+ s)$/);
    await expectRunning(time);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onExpire).not.toHaveBeenCalled();
  },
};

export const UnderAMinute: Story = {
  name: '45 seconds left: under a minute, still running, with the warning that the seats will be freed',
  args: { title: 'Elige el asiento', step: 2, seconds: 45 },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('Paso 2 de 3')).toBeVisible();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Te quedan menos de 2 minutos: si se acaba el tiempo liberaremos los asientos reservados.');
    const time = timer(canvasElement);
    await expect(time).toHaveTextContent(/^(4[0-5]|[1-3]\d) s$/);
    await expectRunning(time);
    await expect(args.onExpire).not.toHaveBeenCalled();
  },
};

export const Expired: Story = {
  name: 'Time is up: the countdown says so and onExpire fires once',
  args: { title: 'Revisa y paga', step: 3, seconds: 0 },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('Paso 3 de 3')).toBeVisible();
    await expect(timer(canvasElement)).toHaveTextContent('Se ha acabado el tiempo');
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1));
    await pause(1200);
    await expect(args.onExpire).toHaveBeenCalledTimes(1);
  },
};

export const FromTheClockStore: Story = {
  name: 'Without seconds: the time left comes from the clock store (a read said 600 s)',
  args: { title: 'Elige el asiento', step: 2 },
  beforeEach: () => {
    // What a read of the change does (useSeatChangeFlow): the deadline from its expirateIn.
    useSeatChangeClock.getState().track({ session: 'c8f1e2d3-demo', expirateIn: 600 });
  },
  play: async ({ canvasElement, args }) => {
    const time = timer(canvasElement);
    await expect(time).toHaveTextContent(/^(10 min|9 min \d+ s)$/);
    await expectRunning(time);
    await expect(args.onExpire).not.toHaveBeenCalled();
  },
};

export const NoLiveChange: Story = {
  name: 'Before a change starts (no deadline in the clock store): no countdown',
  args: { title: 'Cambiar de asiento', children: <p>Elige quién cambia de asiento y empieza el cambio.</p> },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cambiar de asiento' })).toBeInTheDocument();
    await expect(canvas.queryByRole('timer')).not.toBeInTheDocument();
    await expect(args.onExpire).not.toHaveBeenCalled();
  },
};
