import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, Panel } from '../../src/ui';

const meta = {
  title: 'ui/Panel',
  component: Panel,
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
