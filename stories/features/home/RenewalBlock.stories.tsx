import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RenewalBlock } from '../../../src/features/home/components/RenewalBlock';
import { renewals } from '../../fixtures/home';

const meta = {
  title: 'features/home/RenewalBlock',
  component: RenewalBlock,
  parameters: { route: '/abonado' },
  args: { view: { state: 'ready', value: renewals.open }, onRetry: fn() },
} satisfies Meta<typeof RenewalBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  name: 'Open: the price and the last day (the day before renewBefore)',
  play: async ({ canvasElement }) => {
    const block = within(within(canvasElement).getByRole('region', { name: 'Renueva tu abono 27/28' }));
    await expect(block.getByText('228 €')).toBeVisible();
    await expect(block.getByText('15 de junio de 2027')).toBeVisible();
    await expect(block.getByRole('link', { name: /Renovar mi abono/ })).toHaveAttribute('href', '/abonado/renovacion');
  },
};

export const Renewed: Story = {
  play: async ({ canvasElement }) => {
    const block = within(within(canvasElement).getByRole('region', { name: 'Abono 27/28 renovado' }));
    await expect(block.getByRole('link', { name: /Ver mi renovación/ })).toBeVisible();
    await expect(block.queryByText('Tu precio')).toBeNull();
  },
  args: { view: { state: 'ready', value: renewals.renewed } },
};

export const None: Story = {
  name: 'Nothing to renew: no block at all',
  args: { view: { state: 'ready', value: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const Loading: Story = {
  args: { view: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Renueva tu abono' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  args: { view: { state: 'failed' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Reintentar/ }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
