import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AlertPopup, type AlertType } from '../../src/ui';

const meta = {
  title: 'ui/AlertPopup',
  component: AlertPopup,
  args: { open: true, type: 'error', text: 'No hemos podido procesar tu alta, por favor prueba más tarde', onClose: fn() },
} satisfies Meta<typeof AlertPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Each type: its role, its title and its button, answered from the keyboard. */
function playType(type: AlertType, role: 'alertdialog' | 'dialog', title: string): Story['play'] {
  return async ({ args }) => {
    const popup = await body().findByRole(role, { name: title });
    await expect(popup).toHaveAttribute('data-alert-type', type);
    const accept = within(popup).getByRole('button', { name: 'Aceptar' });
    await waitFor(() => expect(accept).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  };
}

export const Error: Story = { play: playType('error', 'alertdialog', 'Ha ocurrido un error') };

export const Alert: Story = {
  args: { type: 'alert', text: 'Tu sesión caducará en 2 minutos si no completas el pago.' },
  play: playType('alert', 'alertdialog', 'Atención'),
};

export const Timer: Story = {
  args: {
    type: 'timer',
    text: 'Debido a inactividad tu sesión para el proceso de compra ha expirado. Por favor vuelve a iniciar un nuevo proceso de compra',
  },
  play: playType('timer', 'alertdialog', 'Tiempo agotado'),
};

export const Success: Story = {
  args: { type: 'success', text: 'El proceso se ha realizado con éxito.' },
  play: playType('success', 'dialog', 'Hecho'),
};

export const Info: Story = {
  args: { type: 'info', text: 'Los cambios de asiento se abren el 25 de junio.' },
  play: playType('info', 'dialog', 'Información'),
};

export const TaggedAlert: Story = {
  args: { type: 'tagged-alert', tag: 'Nuevo', text: 'Ya puedes domiciliar tu abono en tres plazos.' },
  play: async (context) => {
    await expect(await body().findByText('Nuevo')).toBeInTheDocument();
    await playType('tagged-alert', 'alertdialog', 'Aviso')?.(context);
  },
};

export const EscapeCloses: Story = {
  name: 'Escape closes it',
  play: async ({ args }) => {
    await body().findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const CustomTitleAndButton: Story = {
  args: { type: 'info', title: 'Recuerda', acceptLabel: 'Entendido', text: 'Trae tu DNI el día del partido.' },
  play: async () => {
    await expect(await body().findByRole('dialog', { name: 'Recuerda' })).toBeInTheDocument();
    await expect(body().getByRole('button', { name: 'Entendido' })).toBeInTheDocument();
  },
};
