import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { RenewSecretView } from '../../../src/features/member-card/components/RenewSecretView';

const meta = {
  title: 'features/member-card/RenewSecretView',
  component: RenewSecretView,
  parameters: { route: '/abonado/carnet' },
  args: { status: 'idle', onAsk: fn(), onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof RenewSecretView>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'He cambiado de móvil' });

export const Idle: Story = {
  name: 'Idle: the button and what it is for',
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(/Renueva tu código para que el carnet solo funcione en este/)).toBeInTheDocument();
    await userEvent.click(button(canvasElement));
    await expect(args.onAsk).toHaveBeenCalledTimes(1);
  },
};

export const Confirming: Story = {
  name: 'Confirming: what the old phone loses, cancel first',
  args: { status: 'confirming' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: '¿Renovar tu código de entrada?' });
    await expect(dialog).toHaveTextContent('dejarán de servir en la puerta');
    // Focus starts on the safe choice.
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Renovar el código' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Renewing: Story = {
  name: 'Renewing: the button waits, the page says so',
  args: { status: 'renewing' },
  play: async ({ canvasElement, args }) => {
    await expect(button(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Renovando tu código…');
    await userEvent.click(button(canvasElement));
    await expect(args.onAsk).not.toHaveBeenCalled();
  },
};

export const Done: Story = {
  name: 'Done: a new code, the old phones stop at the next game',
  args: { status: 'done' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('tu carnet ya tiene un código nuevo');
  },
};

export const Failed: Story = {
  name: 'Error: not renewed, try again',
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('No hemos podido renovar tu código');
    await userEvent.click(button(canvasElement));
    await expect(args.onAsk).toHaveBeenCalledTimes(1);
  },
};

export const Limited: Story = {
  name: 'Error: too many renewals today',
  args: { status: 'limited' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Podrás volver a hacerlo mañana');
  },
};
