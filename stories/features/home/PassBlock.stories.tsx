import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PassBlock } from '../../../src/features/home/components/PassBlock';
import { passes } from '../../fixtures/home';

const meta = {
  title: 'features/home/PassBlock',
  component: PassBlock,
  parameters: { route: '/abonado' },
  args: { view: { state: 'ready', value: passes.active }, onRetry: fn() },
} satisfies Meta<typeof PassBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

const block = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'Mi abono' }));

export const Active: Story = {
  name: 'Active: number, seat, attendance with 100 % still possible',
  play: async ({ canvasElement }) => {
    await expect(block(canvasElement).getByText('1001')).toBeVisible();
    await expect(block(canvasElement).getByText('Fila 1, asiento 1')).toBeVisible();
    await expect(block(canvasElement).getByText('Zona N2B · Tribuna Norte')).toBeVisible();
    await expect(block(canvasElement).getByText('4 de 4 partidos')).toBeVisible();
    await expect(block(canvasElement).getByText('100 % aún posible: 5 % de descuento al renovar')).toBeVisible();
    await expect(block(canvasElement).getByRole('link', { name: /Ver mi temporada/ })).toHaveAttribute('href', '/abonado/temporada');
  },
};

export const MissedOne: Story = {
  name: 'A game missed: no 100 % any more',
  args: { view: { state: 'ready', value: passes.missed } },
  play: async ({ canvasElement }) => {
    await expect(block(canvasElement).getByText('3 de 4 partidos')).toBeVisible();
    await expect(block(canvasElement).queryByText(/100 % aún posible/)).toBeNull();
  },
};

export const Pending: Story = {
  name: 'Pending: no seat yet',
  args: { view: { state: 'ready', value: passes.pending } },
  play: async ({ canvasElement }) => {
    await expect(block(canvasElement).getByText('Tu abono está pendiente')).toBeVisible();
    await expect(block(canvasElement).getByText('Sin asiento asignado')).toBeVisible();
  },
};

export const Blocked: Story = {
  args: { view: { state: 'ready', value: passes.blocked } },
  play: async ({ canvasElement }) => {
    await expect(block(canvasElement).getByText('Tu abono está bloqueado')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { view: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Mi abono' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  args: { view: { state: 'failed' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(block(canvasElement).getByRole('button', { name: /Reintentar/ }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
