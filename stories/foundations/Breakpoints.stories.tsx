import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { breakpoints, mediaQuery } from '../../src/ui/theme/contract.css';
import { BreakpointTable, type Breakpoint } from './BreakpointTable';
import { expectEveryToken } from './expectations';
import { FoundationPage } from './FoundationPage';

const meta = {
  title: 'Foundations/Breakpoints',
  // A page: the visual runner captures its first screen only.
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Breakpoints: Story = {
  render: () => (
    <FoundationPage
      title="Breakpoints"
      intro="Styles are written for a 375 px phone first and widen at each breakpoint. Media queries cannot read CSS variables, so breakpoints are numbers in the contract, not custom properties."
      before={<BreakpointTable />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectEveryToken(canvasElement, 'Breakpoints');
    const canvas = within(canvasElement);
    for (const name of Object.keys(breakpoints) as Breakpoint[]) {
      const row = within(canvas.getByRole('rowheader', { name: `breakpoints.${name}` }).closest('tr')!);
      await expect(row.getByText(`${breakpoints[name]} px`)).toBeVisible();
      await expect(row.getByText(mediaQuery[name])).toBeVisible();
    }
  },
};
