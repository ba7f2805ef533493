import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Loader } from '../../src/ui';

const meta = {
  title: 'ui/Loader',
  component: Loader,
  args: { open: true },
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const DefaultText: Story = {
  name: "Default text 'Cargando...'",
  play: async () => {
    const status = await body().findByRole('status');
    await expect(status).toHaveTextContent('Cargando...');
    await expect(body().getByRole('dialog', { name: 'Cargando...' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const CustomText: Story = {
  name: 'Custom text, cannot be dismissed',
  args: { text: 'Procesando el pago...' },
  play: async () => {
    await expect(await body().findByRole('status')).toHaveTextContent('Procesando el pago...');
    await userEvent.keyboard('{Escape}');
    await expect(body().getByRole('dialog', { name: 'Procesando el pago...' })).toBeInTheDocument();
  },
};
