import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectSending } from './sending';
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

/** The three fields typed in, as a member sends them (the new password strong enough for the meter's top). */
async function fillIn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Contraseña actual'), 'Demo2526!');
  await userEvent.type(canvas.getByLabelText('Contraseña nueva'), 'Nueva-Temporada26');
  await userEvent.type(canvas.getByLabelText('Repite la contraseña nueva'), 'Nueva-Temporada26');
}

export const Filled: Story = {
  name: 'Filled in, the new password rated strong',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillIn(canvasElement);
    await expect(canvas.getByText('Seguridad de la contraseña: fuerte')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Cambiar la contraseña' })).toBeEnabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  name: 'Sending',
  args: { submitting: true },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, args }) => {
    await fillIn(canvasElement);
    await expectSending(canvasElement);
    // Enter in a field does not send it twice while the call runs.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
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
