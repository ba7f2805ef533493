import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmployeesOnly } from '../../../src/features/photo-review/components/EmployeesOnly';

const meta = {
  title: 'features/photo-review/EmployeesOnly',
  component: EmployeesOnly,
  parameters: { layout: 'fullscreen', route: '/revision-fotos' },
} satisfies Meta<typeof EmployeesOnly>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  name: 'A member (or an employee acting as one) opens the photo review',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Solo para empleados' })).toBeInTheDocument();
  },
};
