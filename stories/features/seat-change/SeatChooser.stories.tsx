import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SeatChooser, type SeatChooserProps } from '../../../src/features/seat-change/components/SeatChooser';
import { DEMO_ADULT_ROL, DEMO_AREA_ID, demoAreaSeats, demoSeatSelection } from '../../../src/test/demo-arena';
import { seatChanges } from '../../fixtures/seat-changes';

/** The demo arena's Zona N2B as the seat screen gets it, with the partner's own seat marked current. */
const ownSeat = demoAreaSeats(DEMO_AREA_ID).find((seat) => seat.state === 'taken')!;
const zonaN2B = demoSeatSelection(DEMO_AREA_ID, { current: [ownSeat.id] });
const freeSeats = demoAreaSeats(DEMO_AREA_ID).filter((seat) => seat.state === 'available');

/** The selection lives in the container, as the seat screen keeps it. */
function WithSelection(args: SeatChooserProps) {
  const [selected, setSelected] = useState<string[]>([...args.selected]);
  return (
    <SeatChooser
      {...args}
      selected={selected}
      onSelectionChange={(ids) => {
        setSelected(ids);
        args.onSelectionChange(ids);
      }}
    />
  );
}

const meta = {
  title: 'features/seat-change/SeatChooser',
  component: SeatChooser,
  render: (args) => <WithSelection {...args} />,
  parameters: { layout: 'padded', route: '/abonado/cambio-asiento/seleccion-asiento?zona=106' },
  args: {
    elements: zonaN2B,
    areaId: DEMO_AREA_ID,
    partners: seatChanges.confirmed.partners.map((partner) => ({ ...partner, nextSeat: null })),
    roles: [DEMO_ADULT_ROL],
    selected: [],
    onSelectionChange: fn(),
    onOtherArea: fn(),
    onContinue: fn(),
  },
} satisfies Meta<typeof SeatChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

const seatLabel = (seat: { row: number; number: number }) => new RegExp(`^Fila ${seat.row}, asiento ${seat.number}\\b`);

export const DemoArea: Story = {
  name: 'Zona N2B of the demo arena: the seats, the partner’s own marked, chosen from the list by keyboard',
  play: async ({ canvasElement, args }) => {
    const root = within(canvasElement);
    await expect(root.getByRole('heading', { level: 2, name: 'Asientos de Zona N2B' })).toBeVisible();
    await expect(await root.findByRole('radio', { name: /tu asiento actual/ })).toBeInTheDocument();
    const seat = freeSeats[0]!;
    const option = root.getByRole('radio', { name: seatLabel(seat) });
    option.focus();
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenCalledWith([String(seat.id)]);
    await expect(root.getByRole('list', { name: 'Asiento de cada abonado' })).toHaveTextContent(`fila ${seat.row}, asiento ${seat.number}`);
    root.getByRole('button', { name: 'Reservar y continuar' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalled();
  },
};

export const ForTwo: Story = {
  name: 'Two partners: one seat chosen, the second still to choose',
  args: {
    partners: seatChanges.confirmedForTwo.partners.map((partner) => ({ ...partner, nextSeat: null })),
    selected: [String(freeSeats[0]!.id)],
  },
  play: async ({ canvasElement }) => {
    const root = within(canvasElement);
    await expect(root.getByText(/Elige en el mapa o en la lista 2 asientos/)).toBeVisible();
    await expect(root.getByRole('list', { name: 'Asiento de cada abonado' })).toHaveTextContent('sin elegir');
    await expect(await root.findAllByRole('checkbox', {})).not.toHaveLength(0);
  },
};

export const SeatTaken: Story = {
  name: 'A seat taken meanwhile: the message, the map read again without it',
  args: { message: 'Alguien acaba de reservar uno de los asientos que elegiste. Hemos actualizado el mapa: elige otro.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Alguien acaba de reservar');
  },
};

export const Holding: Story = {
  name: 'Holding the seats: a spinner instead of the buttons',
  args: { selected: [String(freeSeats[0]!.id)], busy: true },
  play: async ({ canvasElement }) => {
    const root = within(canvasElement);
    await expect(root.getByText('Reservando tus asientos…')).toBeVisible();
    await expect(root.queryByRole('button', { name: 'Reservar y continuar' })).toBeNull();
  },
};

export const AreaGone: Story = {
  name: 'The area has no free seat left for this change: a way back to the areas',
  args: { elements: demoSeatSelection(DEMO_AREA_ID, { takenShare: 1 }) },
  play: async ({ canvasElement }) => {
    const root = within(canvasElement);
    await expect(root.getByText(/Esta zona ya no tiene asientos libres/)).toBeVisible();
    await waitFor(() => expect(root.getByRole('link', { name: 'Elegir otra zona' })).toHaveAttribute('href', '/abonado/cambio-asiento/seleccion-sector'));
  },
};
