import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DetailList } from '../../src/ui';

const meta = {
  title: 'ui/DetailList',
  component: DetailList,
  args: {
    emptyText: 'Sin indicar',
    items: [
      { term: 'Nombre', value: 'Marta Ferrando Gil' },
      { term: 'Correo', value: 'marta.ferrando.gil.de.la.torre@correo-muy-largo.example.com' },
      { term: 'Teléfono', value: null },
      { term: 'Asiento', value: 'Sector Norte · Zona N2B · Fila 4 · Asiento 12' },
    ],
  },
} satisfies Meta<typeof DetailList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAnEmptyValue: Story = {
  name: 'Values, a long one wrapping, and an empty one',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(4);
    await expect(canvas.getByText('Sin indicar')).toBeVisible();
  },
};
