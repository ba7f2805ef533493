import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PendingPartnerView } from '../../../src/features/auth/components/PendingPartnerView';

const meta = {
  title: 'features/auth/PendingPartnerView',
  component: PendingPartnerView,
  parameters: { layout: 'fullscreen', route: '/abonado/pendiente' },
} satisfies Meta<typeof PendingPartnerView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'What is missing and what to do',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tu alta está pendiente' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  },
};
