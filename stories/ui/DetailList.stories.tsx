import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DetailList } from '../../src/ui';

/** What DetailList is for, when to use it, and its accessibility: the docs page's description. */
const guidelines = `Term and value pairs: a member's data, a seat, a payment. One column on a phone, two from 530 px.

**Use it** inside a **Panel** for read-only data. An empty value shows \`emptyText\` ("Sin indicar"), never a blank.

**Accessibility.** A description list (\`dl\`, \`dt\`, \`dd\`), so screen readers pair each term with its value.`;

const meta = {
  title: 'ui/DetailList',
  component: DetailList,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: guidelines } } },
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
