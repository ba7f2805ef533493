import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RelocationView } from '../../../src/features/relocation/components/RelocationView';
import { DEMO_AREA_ID } from '../../../src/test/demo-arena';
import { after, areaSeats, before, movedPeople, notRequested, open, people, pickedSeats, sameSectorAreas, waitingAssignment } from './fixtures';

const meta = {
  title: 'features/relocation/RelocationView',
  component: RelocationView,
  parameters: { layout: 'fullscreen', route: '/abonado/reubicacion' },
  args: {
    load: { status: 'ready', data: open },
    onRetry: fn(),
    move: {
      movers: people.map((person) => person.partnerId),
      onMoversChange: fn(),
      map: { status: 'ready', elements: sameSectorAreas },
      areaId: null,
      onAreaChange: fn(),
      picked: [],
      onPickedChange: fn(),
      busy: false,
      message: null,
      moved: null,
      onMove: fn(),
      onBestSeats: fn(),
      onRetryMap: fn(),
    },
  },
} satisfies Meta<typeof RelocationView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { load: { status: 'loading' } } };

export const Failed: Story = {
  name: 'Failed to load (retry)',
  args: { load: { status: 'failed' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NotRequested: Story = {
  name: 'Did not ask to move: a way to the renewal',
  args: { load: { status: 'ready', data: notRequested } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No pediste cambiar de asiento' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ir a la renovación' })).toHaveAttribute('href', '/abonado/renovacion');
  },
};

export const WaitingAssignment: Story = {
  name: 'Waiting for the windows: the priority rule',
  args: { load: { status: 'ready', data: waitingAssignment } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/El orden es por antigüedad/)).toBeVisible();
  },
};

export const Before: Story = {
  name: 'Window assigned, not open yet: when and why',
  args: { load: { status: 'ready', data: before } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Tu turno: 3 de 20' })).toBeVisible();
    await expect(canvas.getByText(/^Se abre el 1 de julio.* 10:00 y se cierra el 2 de julio.* 10:00 \(hora de Madrid\)\.$/)).toBeVisible();
    await expect(canvas.getByText('Te toca este turno por 12 años de socio y un 88 % de asistencia esta temporada.')).toBeVisible();
  },
};

export const OpenAreas: Story = {
  name: 'Open: the areas at the same price',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Es tu turno: elige tu nuevo asiento' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Zona N2B/ }));
    await expect(args.move.onAreaChange).toHaveBeenCalledWith(DEMO_AREA_ID);
    await userEvent.click(canvas.getByRole('button', { name: 'Mejores asientos juntos' }));
    await expect(args.move.onBestSeats).toHaveBeenCalled();
  },
};

export const OpenSeatsChosen: Story = {
  name: 'Open: two seats chosen in an area',
  args: { move: { ...meta.args.move, map: { status: 'ready', elements: areaSeats }, areaId: DEMO_AREA_ID, picked: pickedSeats } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Elige 2 asientos en Zona N2B, en el orden de la lista de personas.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar a estos asientos' }));
    await expect(args.move.onMove).toHaveBeenCalled();
  },
};

export const OpenOnePerson: Story = {
  name: 'Open: one person moves, the other stays',
  args: { move: { ...meta.args.move, movers: [21] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: /^Jorge Gil/ })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Cambiar a este asiento' })).toBeVisible();
  },
};

export const OpenMoving: Story = { name: 'Open: moving', args: { move: { ...meta.args.move, busy: true } } };

export const OpenMoved: Story = {
  name: 'Open: moved, the old seats free, may move again',
  args: { load: { status: 'ready', data: { ...open, people: movedPeople } }, move: { ...meta.args.move, moved: movedPeople } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ya tienes tu nuevo asiento')).toBeVisible();
    await expect(canvas.getByText(/Los asientos anteriores quedan libres\. Puedes volver a cambiar/)).toBeVisible();
  },
};

export const OpenSeatTaken: Story = {
  name: 'Open: a seat taken meanwhile (the map was read again)',
  args: { move: { ...meta.args.move, map: { status: 'ready', elements: areaSeats }, areaId: DEMO_AREA_ID, message: 'Otro socio acaba de coger ese asiento. Hemos actualizado el mapa: elige otro.' } },
};

export const OpenNoSeatsTogether: Story = {
  name: 'Open: no seats together',
  args: { move: { ...meta.args.move, message: 'No quedan asientos libres juntos para todas las personas marcadas. Prueba en otra zona, con menos personas o eligiendo los asientos a mano.' } },
};

export const OpenMapFailed: Story = {
  name: 'Open: the map failed to load (retry)',
  args: { move: { ...meta.args.move, map: { status: 'failed' } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reintentar' }));
    await expect(args.move.onRetryMap).toHaveBeenCalled();
  },
};

export const OpenNoAreas: Story = { name: 'Open: no free seats at this price', args: { move: { ...meta.args.move, map: { status: 'ready', elements: [] } } } };

export const After: Story = {
  name: 'Window ended: the 26/27 seats',
  args: { load: { status: 'ready', data: after } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Tu turno ha terminado' })).toBeVisible();
    await expect(canvas.getByText('Marta Gil: Tribuna Norte, Zona N2A, fila 4, asiento 9')).toBeVisible();
  },
};
