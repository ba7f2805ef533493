import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from '../../src/ui';

/** What ProgressBar is for, when to use it, and its accessibility: the docs page's description. */
const guidelines = `How far something has gone: the place in the purchase queue, an upload.

**Use it** when there is a known whole (\`max\`). For time left use **Countdown**; for unknown duration, **Spinner**.

**Accessibility.** A \`progressbar\` named by its visible label, with min, max and value; \`valueText\` ("3 personas por delante") is read instead of a bare number and shown under the bar.`;

const meta = {
  title: 'ui/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: guidelines } } },
  args: { label: 'Tu avance en la fila', value: 30, max: 120 },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvasElement: HTMLElement) => within(canvasElement).getByRole('progressbar', { name: 'Tu avance en la fila' });

export const Partway: Story = {
  name: 'A quarter of the way, named by its visible label',
  play: async ({ canvasElement }) => {
    const progress = bar(canvasElement);
    await expect(progress).toHaveAttribute('aria-valuenow', '30');
    await expect(progress).toHaveAttribute('aria-valuemin', '0');
    await expect(progress).toHaveAttribute('aria-valuemax', '120');
    await expect(progress.firstElementChild).toHaveAttribute('style', 'width: 25%;');
  },
};

export const WithValueText: Story = {
  name: 'With the value in words: shown, and read instead of the number',
  args: { value: 119, valueText: 'Tienes 1 persona delante' },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuetext', 'Tienes 1 persona delante');
    await expect(within(canvasElement).getByText('Tienes 1 persona delante')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const OutOfRange: Story = {
  name: 'Values outside 0…max are clamped',
  args: { value: 500, max: 100 },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuenow', '100');
  },
};
