import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MaintenanceView } from '../../src/features/content/components/MaintenanceView';

const meta = {
  title: 'pages/MaintenanceView',
  component: MaintenanceView,
  parameters: { layout: 'fullscreen', route: '/mantenimiento' },
} satisfies Meta<typeof MaintenanceView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Private area under maintenance',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Estamos mejorando el área privada' })).toBeInTheDocument();
    await expect(canvas.getByText(/no está disponible en este momento/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Área privada en mantenimiento · Club Baloncesto Ribera'));
  },
};

export const Mobile: Story = {
  name: 'On a 375 px phone',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Volver al inicio' });
    await expect(link).toBeVisible();
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
