import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectEveryToken } from './expectations';
import { FoundationPage } from './FoundationPage';

const meta = {
  title: 'Foundations/Spacing and radii',
  // A page: the visual runner captures its first screen only.
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SpacingAndRadii: Story = {
  name: 'Spacing and radii',
  render: () => (
    <FoundationPage
      title="Spacing and radii"
      intro="Spaces, corner radii, shadows and stacking layers of the theme contract, with their values in the active theme."
    />
  ),
  play: async ({ canvasElement }) => {
    await expectEveryToken(canvasElement, 'Spacing and radii');
  },
};
