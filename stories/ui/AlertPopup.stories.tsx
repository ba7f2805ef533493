import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AlertPopup, type AlertType } from '../../src/ui';

/** What AlertPopup is for, when to use it, and its accessibility: the docs page's description. */
const guidelines = `A short message in a modal frame (up to 300 px) with its type's icon, colour and title, and one button. Features do not render it: they call the overlay helpers (\`await alert.error(text)\`…, see **ui/OverlayHost**), which queue alerts and show one at a time.

**The six types (spec §2)**, and when each is used:

| type | helper | use it when | in this app |
|---|---|---|---|
| \`error\` | \`alert.error\` | something the member asked for failed | an invalid or expired link, a seat change that could not start |
| \`alert\` | \`alert.alert\` | the way on is blocked, though nothing broke | a seat change pending elsewhere, a checkout not ready |
| \`timer\` | \`alert.timer\` | time ran out and the member was sent elsewhere | the seat-change countdown ended, the purchase queue session expired |
| \`success\` | \`alert.success\` | an action is done and the screen moved on | logged out, password restored, seat change cancelled |
| \`info\` | \`alert.info\` | neutral information that needs no decision | none yet |
| \`tagged-alert\` | \`alert.tagged(text, tag)\` | an \`alert\` with a label ("Nuevo") to set it apart | none yet |

Prefer **InlineAlert** for a message about a form or a part of the page (it does not take focus), and **StatusMessage** for a whole screen that is empty, failed or not found. Use an alert only when the message must be read before going on, usually because the screen changed.

**Accessibility.** Radix Dialog: focus moves to the button and is trapped; Escape or the button closes it; a click outside does not. \`error\`, \`alert\`, \`timer\` and \`tagged-alert\` are \`alertdialog\`s (announced at once); \`success\` and \`info\` are plain \`dialog\`s. Title and text name and describe the dialog. Focus returns to what had it before.`;

const meta = {
  title: 'ui/AlertPopup',
  component: AlertPopup,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: guidelines }, story: { inline: false, iframeHeight: 480 } } },
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
