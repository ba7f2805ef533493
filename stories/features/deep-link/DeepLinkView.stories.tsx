import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DeepLinkView } from '../../../src/features/deep-link/components/DeepLinkView';

const meta = {
  title: 'features/deep-link/DeepLinkView',
  component: DeepLinkView,
  parameters: { layout: 'fullscreen', route: '/dl/token' },
} satisfies Meta<typeof DeepLinkView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  name: 'Resolving the link',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Abriendo tu enlace' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Comprobando el enlace…');
  },
};
