import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChargeCheckFailed } from '../../../src/features/renewal/components/ChargeCheckFailed';

/** The profile could not read the renewal's charges: it says so, with a retry. */
const meta = {
  title: 'features/renewal/ChargeCheckFailed',
  component: ChargeCheckFailed,
  args: { onRetry: fn() },
} satisfies Meta<typeof ChargeCheckFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadFailed: Story = {
  name: 'The read failed: said, with a retry',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No hemos podido comprobar si hay cargos devueltos de tu renovación.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
