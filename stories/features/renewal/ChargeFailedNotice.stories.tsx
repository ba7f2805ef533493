import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChargeFailedNotice } from '../../../src/features/renewal/components/ChargeFailedNotice';
import { failedCharge } from './fixtures';

/** The red notice the profile page shows when the bank returned a renewal charge. */
const meta = {
  title: 'features/renewal/ChargeFailedNotice',
  component: ChargeFailedNotice,
  args: { charges: [failedCharge], season: '26/27' },
} satisfies Meta<typeof ChargeFailedNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneCharge: Story = {
  name: 'One charge returned',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No hemos podido cobrar un cargo de tu renovación 26/27')).toBeVisible();
    await expect(canvas.getByText(/^Marta, 18 de julio de 2026: 164,80\s€$/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+34 948 000 000' })).toHaveAttribute('href', 'tel:+34948000000');
  },
};

export const TwoCharges: Story = {
  name: 'Two charges returned (a family)',
  args: { charges: [failedCharge, { name: 'Javier', on: '2026-07-18', amountCents: 13184 }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No hemos podido cobrar 2 cargos de tu renovación 26/27')).toBeVisible();
  },
};
