import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AreaChooser } from '../../../src/features/seat-change/components/AreaChooser';
import { SeatChooser, type SeatChooserProps } from '../../../src/features/seat-change/components/SeatChooser';
import { HoldClock } from '../../../src/features/signup/components/HoldClock';
import { HoldExpiredView } from '../../../src/features/signup/components/HoldExpiredView';
import { SignupFrame } from '../../../src/features/signup/components/SignupFrame';
import { DEMO_ADULT_ROL, DEMO_AREA_ID, demoAreaSeats, demoSeatSelection } from '../../../src/test/demo-arena';
import { seatChangeAreas, seatChangeAreasSoldOut } from '../../fixtures/seat-change-areas';
import { bestControls, pickOf } from '../seat-change/best-seats';
import { familyOrder } from './fixtures';

/**
 * `/hazte-abonado/seleccion`: the seat change's area list, map and seat chooser with the sign-up's
 * texts and way back, under the order's countdown (paused: a story never waits real seconds).
 */
const meta = {
  title: 'features/signup/SeatSelection',
  component: AreaChooser,
  decorators: [
    (Story, { parameters }) => (
      <SignupFrame
        title="Hazte abonado: tus asientos"
        hasFirstStep
        clock={<HoldClock seconds={typeof parameters.secondsLeft === 'number' ? parameters.secondsLeft : 812} onExpire={() => undefined} paused />}
      >
        <Story />
      </SignupFrame>
    ),
  ],
  parameters: { layout: 'fullscreen', route: '/hazte-abonado/seleccion' },
  args: {
    elements: seatChangeAreas,
    roles: [1],
    onChoose: fn(),
    people: familyOrder.people.map((person) => ({ partnerId: person.personId, name: person.name, lastname: person.lastname })),
    best: bestControls(),
    noneText: 'Ahora mismo no quedan zonas con asientos libres para este abono. Vuelve a intentarlo más adelante o elige otro abono.',
  },
} satisfies Meta<typeof AreaChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Areas: Story = {
  name: 'The areas for the order: list (cheapest first) and map, under the countdown; an area by keyboard',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer', { name: 'Tiempo para completar tu alta' })).toHaveTextContent('13 min 32 s');
    const bar = within(canvas.getByRole('navigation', { name: 'Pasos para hacerte abonado' }));
    await expect(bar.getByText('Tu abono').closest('[aria-current]')).toHaveAttribute('aria-current', 'step');
    const list = within(canvas.getByRole('region', { name: 'Zonas disponibles' }));
    list.getByRole('button', { name: /^Zona E2A / }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith(expect.any(Number));
  },
};

export const NoAreas: Story = {
  name: 'No areas: nothing left for the order, said in the sign-up’s words',
  args: { elements: seatChangeAreasSoldOut },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/no quedan zonas con asientos libres para este abono/)).toBeVisible();
  },
};

const people = familyOrder.people.slice(0, 2).map((person) => ({ partnerId: person.personId, name: person.name, lastname: person.lastname }));
const free = demoAreaSeats(DEMO_AREA_ID).filter((seat) => seat.state === 'available');

function Seats(props: Partial<SeatChooserProps>) {
  const [picked, setPicked] = useState(props.picked ? [...props.picked] : []);
  return (
    <SeatChooser
      elements={demoSeatSelection(DEMO_AREA_ID)}
      areaId={DEMO_AREA_ID}
      partners={people}
      roles={[DEMO_ADULT_ROL]}
      picked={picked}
      onPickedChange={setPicked}
      best={bestControls()}
      onOtherArea={() => undefined}
      onContinue={props.onContinue ?? (() => undefined)}
      areasPath="/hazte-abonado/seleccion"
      areaGoneText="Esta zona ya no tiene asientos libres para tu pedido."
      {...props}
    />
  );
}

export const SeatsForTwo: Story = {
  name: 'Seats: one per person of the order, the second still to choose',
  render: () => <Seats picked={[pickOf(free[0]!)]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Asiento de cada abonado' })).toHaveTextContent('Luis Pérez Gil: sin elegir');
    await expect(canvas.getByRole('link', { name: 'Volver a las zonas' })).toHaveAttribute('href', '/hazte-abonado/seleccion');
  },
};

export const SeatTaken: Story = {
  name: 'A seat taken meanwhile: said, the map read again, choose another',
  render: () => <Seats message="Alguien acaba de reservar uno de esos asientos. Elige otro, por favor." />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Alguien acaba de reservar uno de esos asientos.');
  },
};

export const Holding: Story = {
  name: 'Loading: the seats are being held',
  render: () => <Seats picked={[pickOf(free[0]!), pickOf(free[1]!)]} busy />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Reservando tus asientos…')).toBeVisible();
  },
};

export const ContinueByKeyboard: Story = {
  name: 'Keyboard only: two seats chosen, held with Enter',
  render: (args) => <Seats picked={[pickOf(free[0]!), pickOf(free[1]!)]} onContinue={() => args.onChoose(0)} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Reservar y continuar' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onChoose).toHaveBeenCalled());
  },
};

export const TimeRunningOut: Story = {
  name: 'Time running out: under two minutes left, a warning that the seats will be freed',
  parameters: { secondsLeft: 90 },
  render: () => <Seats />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer', { name: 'Tiempo para completar tu alta' })).toHaveTextContent('1 min 30 s');
    await expect(canvas.getByText('Te quedan menos de 2 minutos: si se acaba el tiempo liberaremos tus asientos.')).toBeVisible();
  },
};

export const HoldExpired: Story = {
  name: 'The hold expired: the seats are free again, a way on by keyboard',
  parameters: { secondsLeft: 0 },
  render: (args) => <HoldExpiredView onStartAgain={() => args.onChoose(0)} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Se acabó el tiempo de tu reserva');
    await expect(canvas.getByRole('timer', { name: 'Tiempo para completar tu alta' })).toHaveTextContent('Tiempo agotado');
    canvas.getByRole('button', { name: 'Volver a elegir' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalled();
  },
};
