import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SeatChooser, type SeatChooserProps } from '../../../src/features/seat-change/components/SeatChooser';
import { DEMO_ADULT_ROL, DEMO_AREA_ID, demoAreaSeats, demoSeatSelection } from '../../../src/test/demo-arena';
import { seatChanges } from '../../fixtures/seat-changes';
import { bestControls, family, freeRun, freeTwoRows, pickOf, proposalOf, withWheelchairSpace } from './best-seats';

/** The demo arena's Zona N2B as the seat screen gets it, with the partner's own seat marked current. */
const ownSeat = demoAreaSeats(DEMO_AREA_ID).find((seat) => seat.state === 'taken')!;
const zonaN2B = demoSeatSelection(DEMO_AREA_ID, { current: [ownSeat.id] });
const freeSeats = demoAreaSeats(DEMO_AREA_ID).filter((seat) => seat.state === 'available');

/** The selection and the proposal live in the container, as the seat screen keeps them. */
function WithSelection(args: SeatChooserProps) {
  const [picked, setPicked] = useState([...args.picked]);
  const [proposal, setProposal] = useState(args.best?.proposal ?? null);
  const best = args.best && {
    ...args.best,
    proposal,
    onChange: () => {
      setProposal(null);
      args.best!.onChange();
    },
  };
  return (
    <SeatChooser
      {...args}
      best={best}
      picked={picked}
      onPickedChange={(seats) => {
        setPicked(seats);
        args.onPickedChange(seats);
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
    picked: [],
    onPickedChange: fn(),
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
    await expect(args.onPickedChange).toHaveBeenCalledWith([pickOf(seat)]);
    await expect(root.getByRole('list', { name: 'Asiento de cada abonado' })).toHaveTextContent(`Zona N2B, fila ${seat.row}, asiento ${seat.number}`);
    root.getByRole('button', { name: 'Reservar y continuar' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalled();
  },
};

export const ForTwo: Story = {
  name: 'Two partners: one seat chosen, the second still to choose',
  args: {
    partners: seatChanges.confirmedForTwo.partners.map((partner) => ({ ...partner, nextSeat: null })),
    picked: [pickOf(freeSeats[0]!)],
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
  args: { picked: [pickOf(freeSeats[0]!)], busy: true },
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

const row = freeRun(4);
const twoRows = freeTwoRows(2);
const split = [...freeRun(2), ...freeRun(2, freeRun(2)[0]!.row + 3)];
const proposalStatus = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'Tu propuesta de asientos' })).getByRole('status');

export const BestSeatsButton: Story = {
  name: 'Best seats together: the button for the family, by keyboard',
  args: { partners: family, best: bestControls() },
  play: async ({ canvasElement, args }) => {
    const root = within(canvasElement);
    root.getByRole('button', { name: 'Elegir los mejores asientos juntos' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.best!.onFind).toHaveBeenCalled();
    await expect(root.getByRole('checkbox', { name: 'Solo espacios para silla de ruedas' })).not.toBeChecked();
  },
};

export const BestSeatForOne: Story = {
  name: 'Best seats together for one partner: “the best seat”, and the search under way',
  args: { best: bestControls({ finding: true }) },
  play: async ({ canvasElement }) => {
    const root = within(canvasElement);
    await expect(root.getByText('Buscando los mejores asientos…')).toBeVisible();
    await expect(root.queryByRole('button', { name: 'Elegir el mejor asiento' })).toBeNull();
  },
};

export const ProposalRow: Story = {
  name: 'Proposal: four seats side by side, announced, highlighted, the heading focused; accepted by keyboard',
  args: { partners: family, picked: row.map((seat) => pickOf(seat)), best: bestControls({ proposal: proposalOf('ROW', row, 1) }) },
  play: async ({ canvasElement, args }) => {
    const root = within(canvasElement);
    await waitFor(() => expect(root.getByRole('heading', { name: 'Tu propuesta de asientos' })).toHaveFocus());
    await expect(proposalStatus(canvasElement)).toHaveTextContent(`4 asientos juntos en Zona N2B: fila ${row[0]!.row}, del ${row[0]!.number} al ${row[3]!.number}`);
    await expect(root.getByRole('list', { name: 'Asiento de cada abonado' })).toHaveTextContent(`Laia Soler Vidal: Zona N2B, fila ${row[3]!.row}, asiento ${row[3]!.number}`);
    await userEvent.tab();
    await expect(root.getByRole('button', { name: 'Aceptar y continuar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.best!.onAccept).toHaveBeenCalled();
  },
};

export const ProposalChange: Story = {
  name: 'Proposal changed: the panel goes, the seats stay chosen and the focus is on the map',
  args: { partners: family, picked: row.map((seat) => pickOf(seat)), best: bestControls({ proposal: proposalOf('ROW', row, 1) }) },
  play: async ({ canvasElement, args }) => {
    const root = within(canvasElement);
    await userEvent.click(root.getByRole('button', { name: 'Cambiar asientos' }));
    await expect(args.best!.onChange).toHaveBeenCalled();
    await expect(root.getByRole('application')).toHaveFocus();
    await expect(root.queryByRole('heading', { name: 'Tu propuesta de asientos' })).toBeNull();
    await expect(root.getByRole('list', { name: 'Asiento de cada abonado' })).not.toHaveTextContent('sin elegir');
  },
};

export const ProposalTwoRows: Story = {
  name: 'Proposal: two rows, one behind the other, said row by row',
  args: { partners: family, picked: twoRows.map((seat) => pickOf(seat)), best: bestControls({ proposal: proposalOf('TWO_ROWS', twoRows, 2) }) },
  play: async ({ canvasElement }) => {
    const [a, b, c, d] = twoRows;
    await expect(proposalStatus(canvasElement)).toHaveTextContent(
      `4 asientos en dos filas, una detrás de otra, en Zona N2B: fila ${a!.row}, del ${a!.number} al ${b!.number}, y fila ${c!.row}, del ${c!.number} al ${d!.number}`,
    );
  },
};

export const ProposalSplit: Story = {
  name: 'Proposal: no two rows for everyone, the fewest groups, each named',
  args: { partners: family, picked: split.map((seat) => pickOf(seat)), best: bestControls({ proposal: proposalOf('SPLIT', split, 2) }) },
  play: async ({ canvasElement }) => {
    await expect(proposalStatus(canvasElement)).toHaveTextContent(new RegExp(`^4 asientos en 2 grupos en Zona N2B: fila ${split[0]!.row}, .*, y fila ${split[2]!.row}, `));
  },
};

export const NoneTogether: Story = {
  name: 'None possible: said, with the ways on (another area, one by one, the wheelchair filter)',
  args: { partners: family, best: bestControls({ noneTogether: true }) },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('No hay asientos juntos para todos');
    await expect(alert).toHaveTextContent('En esta zona no quedan asientos libres juntos para todos.');
    await expect(alert).toHaveTextContent(/elegir otra zona, elegir los asientos uno a uno/);
  },
};

const wheelchair = withWheelchairSpace();

export const WheelchairFilter: Story = {
  name: 'Wheelchair spaces only: the map shows the space and its companion seat, and who uses the wheelchair',
  args: { elements: wheelchair.elements, partners: family.slice(0, 2), best: bestControls({ onlyWheelchair: true, wheelchairFor: family[1]!.partnerId }) },
  play: async ({ canvasElement, args }) => {
    const root = within(canvasElement);
    await expect(root.getByRole('checkbox', { name: 'Solo espacios para silla de ruedas' })).toBeChecked();
    const who = root.getByRole('combobox', { name: '¿Quién usa la silla de ruedas?' });
    await expect(who).toHaveValue(String(family[1]!.partnerId));
    await userEvent.selectOptions(who, String(family[0]!.partnerId));
    await expect(args.best!.onWheelchairForChange).toHaveBeenCalledWith(family[0]!.partnerId);
  },
};

const elsewhere = { seatId: 90001, areaId: 101, areaName: 'Zona E2A', row: 4, number: 9 };

export const FromTwoAreas: Story = {
  name: 'A selection from two areas: both in the list with their area; the one from the other area removed',
  args: { partners: seatChanges.confirmedForTwo.partners, picked: [elsewhere, pickOf(freeSeats[0]!)], best: bestControls() },
  play: async ({ canvasElement, args }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Asiento de cada abonado' }));
    await expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Marta Soler Puig: Zona E2A, fila 4, asiento 9Quitar',
      `Jordi Soler Puig: Zona N2B, fila ${freeSeats[0]!.row}, asiento ${freeSeats[0]!.number}Quitar`,
    ]);
    await userEvent.click(list.getByRole('button', { name: 'Quitar el asiento de Marta Soler Puig' }));
    await expect(args.onPickedChange).toHaveBeenCalledWith([pickOf(freeSeats[0]!)]);
  },
};
