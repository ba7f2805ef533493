import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConnectionNotice } from '../../../src/features/queue/components/ConnectionNotice';

const meta = {
  title: 'features/queue/ConnectionNotice',
  component: ConnectionNotice,
  args: { state: 'reconnecting', onRetry: fn() },
} satisfies Meta<typeof ConnectionNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reconnecting: Story = {
  name: 'Reconnecting: a polite status, nothing to press',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Recuperando la conexión…No pierdes tu sitio ni lo que hayas escrito en esta página.');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Failing: Story = {
  name: 'Failing for long: an alert and "Reintentar", pressed by keyboard',
  args: { state: 'failing' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No podemos conectar con la fila de compra');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
