import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectEveryToken } from './expectations';
import { FoundationPage } from './FoundationPage';

const meta = {
  title: 'Foundations/Typography',
  // A page: the visual runner captures its first screen only.
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Typography: Story = {
  render: () => (
    <FoundationPage
      title="Typography"
      intro="Font families, the type scale, weights and line heights of the theme contract, each set in itself."
    />
  ),
  play: async ({ canvasElement }) => {
    await expectEveryToken(canvasElement, 'Typography');
  },
};
