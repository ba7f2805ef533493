import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SeatAssignment } from '../../../src/features/seat-change/components/SeatAssignment';
import { seatChanges } from '../../fixtures/seat-changes';

const meta = {
  title: 'features/seat-change/SeatAssignment',
  component: SeatAssignment,
  parameters: { layout: 'padded', route: '/abonado/cambio-asiento/seleccion-asiento' },
  args: { partners: seatChanges.confirmedForTwo.partners, chosen: [{ row: 7, number: 12 }] },
} satisfies Meta<typeof SeatAssignment>;

export default meta;
type Story = StoryObj<typeof meta>;

const itemsOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Asiento de cada abonado' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

export const OneOfTwoChosen: Story = {
  name: 'Two partners: the first seat chosen is the first partner’s, the second not chosen yet',
  play: async ({ canvasElement }) => {
    await expect(itemsOf(canvasElement)).toEqual(['Marta Soler Puig: fila 7, asiento 12', 'Jordi Soler Puig: sin elegir']);
  },
};

export const BothChosen: Story = {
  name: 'Two partners, both seats chosen, in the order of the list',
  args: {
    chosen: [
      { row: 7, number: 12 },
      { row: 7, number: 13 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(itemsOf(canvasElement)).toEqual(['Marta Soler Puig: fila 7, asiento 12', 'Jordi Soler Puig: fila 7, asiento 13']);
  },
};
