import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChangePasswordView } from '../../../src/features/auth/components/ChangePasswordView';

const meta = {
  title: 'features/auth/ChangePasswordView',
  component: ChangePasswordView,
  parameters: { layout: 'fullscreen', route: '/abonado/cambiar-contrasena' },
  args: { onSubmit: fn(), submitting: false },
} satisfies Meta<typeof ChangePasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Empty, sent with the keyboard',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByLabelText('Contraseña actual').focus();
    await userEvent.keyboard('Demo2526!');
    await userEvent.tab(); // the show-password button
    await userEvent.tab();
    await userEvent.keyboard('Nueva2026x');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('Nueva2026x{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ currentPassword: 'Demo2526!', password: 'Nueva2026x', repeat: 'Nueva2026x' }, expect.anything()),
    );
  },
};

export const WrongCurrent: Story = {
  name: 'Error: the current password is wrong',
  args: { error: 'No hemos podido cambiar la contraseña.', wrongCurrent: true },
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByLabelText('Contraseña actual');
    await waitFor(() => expect(current).toHaveAccessibleDescription('La contraseña actual no es correcta.'));
    await expect(current).toHaveFocus();
  },
};

export const Locked: Story = {
  name: 'Locked by the rate limit',
  args: { lockedSeconds: 60 },
  globals: { viewport: { value: 'mobile' } },
};

export const Done: Story = {
  name: 'Password changed',
  args: { done: true },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Contraseña cambiada' })).toHaveFocus());
  },
};
