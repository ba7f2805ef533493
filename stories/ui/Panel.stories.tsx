import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, Panel } from '../../src/ui';

/** What Panel is for, when to use it, and its accessibility: the docs page's description. */
const guidelines = `A titled section of a page: personal data, membership, group. Optional actions (edit, change) sit beside the title.

**Use it** inside a **Page**, usually holding a **DetailList** or a form.

**Accessibility.** A \`section\` named by its heading, so it is a landmark screen-reader users can jump to. The heading is h2 by default (under the page's h1); use 3 for a panel inside another.`;

const meta = {
  title: 'ui/Panel',
  component: Panel,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: guidelines } } },
  args: { title: 'Datos personales', children: <p>Lo que el club sabe de ti, para tu carné y tus avisos.</p> },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  name: 'A titled section',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Datos personales' })).toBeVisible();
  },
};

export const WithActions: Story = {
  name: 'With an action beside the title',
  args: { actions: <Button size="small" variant="secondary">Editar</Button> },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Datos personales' });
    await expect(within(region).getByRole('button', { name: 'Editar' })).toBeVisible();
  },
};
