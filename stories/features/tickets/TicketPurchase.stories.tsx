import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AreaChooser } from '../../../src/features/seat-change/components/AreaChooser';
import { SeatChooser } from '../../../src/features/seat-change/components/SeatChooser';
import { HoldClock } from '../../../src/features/tickets/components/HoldClock';
import { PurchaseFrame } from '../../../src/features/tickets/components/PurchaseFrame';
import { PurchaseNotice } from '../../../src/features/tickets/components/PurchaseNotice';
import { TicketCheckoutView } from '../../../src/features/tickets/components/TicketCheckoutView';
import { TicketCountPicker } from '../../../src/features/tickets/components/TicketCountPicker';
import type { PickedSeat } from '../../../src/lib/seat-picks';
import { Spinner } from '../../../src/ui';
import { DEMO_ADULT_ROL, DEMO_AREA_ID, demoAreaSeats, demoSeatSelection } from '../../../src/test/demo-arena';
import { seatChangeAreas } from '../../fixtures/seat-change-areas';
import { bestControls, freeRun, pickOf, proposalOf } from '../seat-change/best-seats';
import { game, order } from './fixtures';

/**
 * `/partidos/:id/entradas`: the seat change's area list, map and seat chooser with the tickets'
 * count, under the order's countdown (paused: a story never waits real seconds), then the payment.
 */
const meta = {
  title: 'features/tickets/TicketPurchase',
  component: PurchaseFrame,
  parameters: { layout: 'fullscreen', route: '/partidos/7/entradas' },
  args: { game, children: null },
} satisfies Meta<typeof PurchaseFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const tickets = (count: number) => Array.from({ length: count }, (_, at) => ({ partnerId: at + 1, name: `Entrada ${at + 1}`, lastname: '' }));
const clock = (seconds = 540) => <HoldClock seconds={seconds} onExpire={() => undefined} paused />;
const free = demoAreaSeats(DEMO_AREA_ID).filter((seat) => seat.state === 'available');

function Seats({ picked: first = [], count = 2, message, busy, best = bestControls() }: { picked?: PickedSeat[]; count?: number; message?: string; busy?: boolean; best?: ReturnType<typeof bestControls> }) {
  const [picked, setPicked] = useState(first);
  return (
    <>
      <TicketCountPicker count={count} choices={[1, 2, 3, 4, 5, 6, 7, 8]} onChange={() => undefined} />
      <SeatChooser
        elements={demoSeatSelection(DEMO_AREA_ID)}
        areaId={DEMO_AREA_ID}
        partners={tickets(count)}
        roles={[DEMO_ADULT_ROL]}
        picked={picked}
        onPickedChange={setPicked}
        best={best}
        onOtherArea={() => undefined}
        message={message}
        busy={busy}
        onContinue={() => undefined}
        areasPath="/partidos/7/entradas"
        areaGoneText="Esta zona ya no tiene asientos libres para este partido."
        hintText={count === 1 ? 'Elige en el mapa o en la lista el asiento de tu entrada.' : `Elige en el mapa o en la lista ${count} asientos, uno por entrada.`}
      />
    </>
  );
}

export const Loading: Story = {
  name: 'Loading the game',
  args: { children: <Spinner text="Cargando el partido…" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Cargando el partido…')).toBeVisible();
  },
};

export const Map: Story = {
  name: 'The game’s areas: how many tickets, best seats together, the list and the map',
  args: {
    children: (
      <>
        <TicketCountPicker count={2} choices={[1, 2, 3, 4, 5, 6, 7, 8]} onChange={fn()} />
        <AreaChooser elements={seatChangeAreas} roles={[1]} onChoose={fn()} people={tickets(2)} best={bestControls()} noneText="No quedan asientos libres para este partido." />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Entradas para el partido');
    await expect(canvas.getByText(/Liga masculina · Bàsquet Girona · sábado, 10 de enero de 2026, 19:00/)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Número de entradas' })).toHaveValue('2');
    await expect(canvas.getByText('Como máximo 8 entradas por persona para este partido.')).toBeVisible();
  },
};

export const SeatsHeld: Story = {
  name: 'Seats held under the countdown: two tickets chosen by hand',
  args: { clock: clock(), children: <Seats picked={[pickOf(free[0]!), pickOf(free[1]!)]} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer', { name: 'Tiempo para completar tu compra' })).toHaveTextContent('9 min');
    await expect(canvas.getByRole('list', { name: 'Asiento de cada abonado' })).toHaveTextContent('Entrada 1');
    await expect(canvas.getByText('Elige en el mapa o en la lista 2 asientos, uno por entrada.')).toBeVisible();
  },
};

const run = freeRun(3);
export const BestSeatsProposal: Story = {
  name: 'Best seats together: the proposal held, accept or change',
  args: {
    clock: clock(),
    children: <Seats count={3} picked={run.map((seat) => pickOf(seat))} best={bestControls({ proposal: proposalOf('ROW', run, 1, tickets(3)) })} />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Aceptar y continuar' })).toBeVisible();
  },
};

export const SeatTaken: Story = {
  name: 'A seat taken meanwhile: said, the map read again, choose another',
  args: { clock: clock(), children: <Seats picked={[pickOf(free[0]!)]} message="Alguien ha cogido uno de tus asientos mientras lo elegías. Hemos actualizado el mapa: elige otro." /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Alguien ha cogido uno de tus asientos');
  },
};

export const LimitReached: Story = {
  name: 'The limit per buyer reached: said, fewer seats',
  args: {
    clock: clock(),
    children: <Seats picked={[pickOf(free[0]!), pickOf(free[1]!)]} message="Has llegado al máximo de entradas por persona para este partido, contando las que ya tienes. Elige menos asientos." />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('máximo de entradas por persona');
  },
};

export const SaleClosed: Story = {
  name: 'The sale is not open: the way to the game',
  args: { children: <PurchaseNotice kind="sale-closed" link="/partidos/7" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Ver el partido' })).toHaveAttribute('href', '/partidos/7');
  },
};

export const OrderPending: Story = {
  name: 'An order waits for its payment: its status, or cancel it',
  args: { children: <PurchaseNotice kind="pending" onAction={fn()} link="/partidos/entradas/resultado/success" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Cancelar ese pedido' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver el estado del pago' })).toBeVisible();
  },
};

export const HoldExpired: Story = {
  name: 'The hold ran out: the seats are free again, choose again by keyboard',
  args: { clock: clock(0), children: <PurchaseNotice kind="expired" onAction={fn()} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer', { name: 'Tiempo para completar tu compra' })).toHaveTextContent('Tiempo agotado');
    canvas.getByRole('button', { name: 'Volver a elegir' }).focus();
    await userEvent.keyboard('{Enter}');
  },
};

export const LoadFailed: Story = {
  name: 'The game or the order could not be read: a retry',
  args: { children: <PurchaseNotice kind="load-failed" onAction={fn()} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

const checkout = { order, methods: ['CARD', 'BIZUM'] as const, method: 'CARD' as const, onMethodChange: fn(), onPay: fn(), onChangeSeats: fn(), onCancel: fn() };

export const Checkout: Story = {
  name: 'The payment: each ticket’s seat and price, the total, the method',
  args: { clock: clock(), children: <TicketCheckoutView {...checkout} methods={[...checkout.methods]} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Total: 48\s€$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Pagar 48\s€$/ })).toBeVisible();
  },
};

export const Paying: Story = {
  name: 'Paying: on the way to the provider',
  args: { clock: clock(), children: <TicketCheckoutView {...checkout} methods={[...checkout.methods]} paying /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Te llevamos a la pasarela de pago…')).toBeVisible();
  },
};

export const PaymentFailed: Story = {
  name: 'The payment could not start: said, pay again',
  args: { clock: clock(), children: <TicketCheckoutView {...checkout} methods={[...checkout.methods]} error="No hemos podido iniciar el pago. Inténtalo de nuevo en unos minutos." /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('No hemos podido iniciar el pago');
  },
};
