import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mediaQuery } from '../../src/ui/theme/contract.css';
import { expectEveryToken } from './expectations';
import { FoundationPage } from './FoundationPage';
import { MotionDemo } from './MotionDemo';

const meta = {
  title: 'Foundations/Motion',
  // A page: the visual runner captures its first screen only.
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reduced-motion rules in the document's style sheets (the page's note describes global.css.ts's). */
function reducedMotionRules(): CSSStyleRule[] {
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.conditionText === mediaQuery.reducedMotion)
    .flatMap((rule) => [...rule.cssRules])
    .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule);
}

export const Motion: Story = {
  render: () => (
    <FoundationPage
      title="Motion"
      intro="Durations of the theme contract for transitions and animations, short enough never to hold a visitor up."
    >
      <MotionDemo />
    </FoundationPage>
  ),
  play: async ({ canvasElement }) => {
    await expectEveryToken(canvasElement, 'Motion');
    // The note stays true: a global rule cuts every transition when reduced motion is asked for.
    await expect(reducedMotionRules().some((rule) => rule.style.getPropertyValue('transition-duration') === '0.01ms')).toBe(true);
    const button = within(canvasElement).getByRole('button', { name: 'Move the dots' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};
