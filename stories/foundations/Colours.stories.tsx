import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContrastTable } from './ContrastTable';
import { expectContrastPairsPass, expectEveryToken } from './expectations';
import { FoundationPage } from './FoundationPage';

const meta = {
  title: 'Foundations/Colours',
  // A page: the visual runner captures its first screen only.
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  render: () => (
    <FoundationPage
      title="Colours"
      intro="Every colour of the theme contract with its value in the active theme, then the pairs the kit puts one on the other with their WCAG 2.2 contrast ratio, computed from those values."
    >
      <ContrastTable />
    </FoundationPage>
  ),
  play: async ({ canvasElement }) => {
    await expectEveryToken(canvasElement, 'Colours');
    await expectContrastPairsPass(canvasElement);
  },
};

/** The same page and checks under the second theme: its pairs must reach their minimums too. Captured at one width only. */
export const ColoursAlameda: Story = {
  ...Colours,
  name: 'Colours, alameda theme',
  globals: { theme: 'alameda', viewport: { value: 'desktop' } },
  parameters: { chromatic: { modes: { mobile: { disable: true } } } },
};
