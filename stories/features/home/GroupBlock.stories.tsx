import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GroupBlock } from '../../../src/features/home/components/GroupBlock';
import { groups } from '../../fixtures/home';

const meta = {
  title: 'features/home/GroupBlock',
  component: GroupBlock,
  parameters: { route: '/abonado' },
  args: { view: { state: 'ready', value: groups.owner }, onRetry: fn() },
} satisfies Meta<typeof GroupBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

const block = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'Mi grupo' }));

export const Owner: Story = {
  play: async ({ canvasElement }) => {
    await expect(block(canvasElement).getByText('Familia Ferrando')).toBeVisible();
    await expect(block(canvasElement).getByText('Familia')).toBeVisible();
    await expect(block(canvasElement).getByText('4')).toBeVisible();
    await expect(block(canvasElement).getByText('Responsable')).toBeVisible();
    await expect(block(canvasElement).getByRole('link', { name: /Gestionar mi grupo/ })).toHaveAttribute('href', '/abonado/perfil#grupo');
  },
};

export const Member: Story = {
  args: { view: { state: 'ready', value: groups.member } },
  play: async ({ canvasElement }) => {
    await expect(block(canvasElement).getByText('Peña Los del Ebro')).toBeVisible();
    await expect(block(canvasElement).getByText('Miembro')).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'No group: make or join one',
  args: { view: { state: 'ready', value: null } },
  play: async ({ canvasElement }) => {
    await expect(block(canvasElement).getByText('No perteneces a ningún grupo.')).toBeVisible();
    await expect(block(canvasElement).getByRole('link', { name: /Crear un grupo o unirme a uno/ })).toHaveAttribute('href', '/abonado/perfil#grupo');
  },
};

export const Loading: Story = {
  args: { view: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Mi grupo' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  args: { view: { state: 'failed' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(block(canvasElement).getByRole('button', { name: /Reintentar/ }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
