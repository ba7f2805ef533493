import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectSending } from './sending';
import { SsoLoginView } from '../../../src/features/auth/components/SsoLoginView';

const meta = {
  title: 'features/auth/SsoLoginView',
  component: SsoLoginView,
  parameters: { layout: 'fullscreen', route: '/sso/usuarios?appId=tienda' },
  args: {
    kind: 'user',
    status: 'form',
    appId: 'tienda',
    callbackHost: 'tienda.demo.club',
    onUserLogin: fn(),
    onPartnerLogin: fn(),
    submitting: false,
  },
} satisfies Meta<typeof SsoLoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const User: Story = {
  name: 'User login for another club app, typed and sent with the keyboard',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/tienda\.demo\.club/)).toBeInTheDocument();
    // Keyboard only: tab into the form, type, Enter.
    await userEvent.tab();
    await expect(canvas.getByLabelText('Correo electrónico')).toHaveFocus();
    await userEvent.keyboard('socio@demo.club');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Contraseña')).toHaveFocus();
    await userEvent.keyboard('Demo2526!{Enter}');
    await waitFor(() => expect(args.onUserLogin).toHaveBeenCalledWith({ mail: 'socio@demo.club', password: 'Demo2526!' }, expect.anything()));
  },
};

export const Submitting: Story = {
  name: 'Sending',
  args: { submitting: true },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Correo electrónico'), 'socio@demo.club');
    await userEvent.type(canvas.getByLabelText('Contraseña'), 'Demo2526!');
    await expectSending(canvasElement);
    await expect(args.onUserLogin).not.toHaveBeenCalled();
  },
};

export const Partner: Story = {
  name: 'Pass holder login for another club app',
  args: { kind: 'partner' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('PIN')).toBeInTheDocument();
    await expect(canvas.queryByLabelText(/Número de carnet/)).not.toBeInTheDocument();
  },
};

export const LoginInvalid: Story = {
  name: 'Error: login invalid',
  args: { error: 'Los datos no son correctos. Revísalos e inténtalo de nuevo.' },
  globals: { viewport: { value: 'mobile' } },
};

export const Locked: Story = { name: 'Locked by the rate limit', args: { lockedSeconds: 900 }, globals: { viewport: { value: 'mobile' } } };

export const Refused: Story = {
  name: 'Unknown app or callback refused',
  args: { status: 'refused' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/no está autorizada/);
  },
};

export const InvalidRequest: Story = {
  name: 'Address without app or callback',
  args: { status: 'invalid-request' },
  globals: { viewport: { value: 'mobile' } },
};

export const Redirecting: Story = {
  name: 'Going back to the app',
  args: { status: 'redirecting' },
  globals: { viewport: { value: 'mobile' } },
};
