import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GiveSeatDialog } from '../../../src/features/season/components/GiveSeatDialog';
import { filled, givenWithMail, givenWithoutMail, madridTarget } from './fixtures';

const meta = {
  title: 'features/season/GiveSeatDialog',
  component: GiveSeatDialog,
  args: { target: madridTarget, onCancel: fn(), onSubmit: fn(), submitting: false, onCopy: fn() },
} satisfies Meta<typeof GiveSeatDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('dialog');

export const Empty: Story = {
  name: "Giving a seat: the game, the seat, the card's note; focus on the name; Escape cancels",
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('heading', { name: 'Invitar a alguien contra Real Madrid' })).toBeInTheDocument();
    await expect(dialog.getByText(/domingo, 20 de diciembre de 2026 a las 18:00 \(hora de Madrid\), en tu asiento: Zona N2B · Fila 12 · Asiento 5/)).toBeInTheDocument();
    await expect(dialog.getByText(/Tu carnet no abrirá la puerta en este partido/)).toBeInTheDocument();
    await expect(dialog.getByText(/si no lo pones, compartes tú el enlace/)).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Nombre de tu invitado' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Required: Story = {
  name: 'Sent empty: each field says what it needs',
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Invitar' }));
    await expect(await dialog.findAllByText('Este campo es obligatorio.')).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  name: 'Filled in by keyboard and sent',
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Nombre de tu invitado' })).toHaveFocus());
    await userEvent.keyboard(filled.guestName);
    await userEvent.tab();
    await userEvent.keyboard(filled.guestMail);
    await userEvent.tab();
    await userEvent.keyboard(filled.password);
    await userEvent.keyboard('{Enter}');
    // react-hook-form passes the submit event second.
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(filled, expect.anything()));
  },
};

export const Sending: Story = {
  name: 'Sending: the buttons wait',
  args: { submitting: true, initialValues: filled },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('button', { name: 'Invitando…' })).toBeDisabled();
  },
};

export const WrongPassword: Story = {
  name: 'A wrong password (403): said on the field, what was typed stays',
  args: { initialValues: filled, error: 'La contraseña no es correcta.', wrongPassword: true },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('alert')).toHaveTextContent('La contraseña no es correcta.');
    await waitFor(() => expect(dialog.getByLabelText('Tu contraseña')).toHaveFocus());
    await expect(dialog.getByLabelText('Tu contraseña')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('textbox', { name: 'Nombre de tu invitado' })).toHaveValue('Marta Gil');
  },
};

const refusal = (name: string, error: string): Story => ({
  name,
  args: { initialValues: filled, error },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('alert')).toHaveTextContent(error);
    await expect(dialog.getByRole('textbox', { name: 'Nombre de tu invitado' })).toHaveValue('Marta Gil');
    await expect(dialog.getByRole('button', { name: 'Invitar' })).toBeEnabled();
  },
});

export const Closed = refusal('The game closed meanwhile (409 guest-closed)', 'Ya no se puede ceder el asiento para este partido: se ha cerrado el plazo.');
export const Exists = refusal('The seat is already given or released (409 guest-exists)', 'Tu asiento ya está cedido o liberado para este partido.');
export const Limit = refusal("The season's guests are all given (409 guest-limit)", 'Ya has invitado a todas las personas que permite la temporada.');
export const TooMany = refusal('Too many tries (429)', 'Demasiados intentos seguidos. Espera un rato y vuelve a intentarlo; lo que has escrito sigue aquí.');
export const NoConnection = refusal('No connection', 'No hemos podido conectar con el club. Comprueba tu conexión e inténtalo de nuevo.');

export const GivenWithoutMail: Story = {
  name: 'Given, no mail: the link shown once, copy and share',
  args: { given: givenWithoutMail, onShare: fn() },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('heading', { name: 'Asiento cedido a Marta Gil' })).toBeInTheDocument();
    await expect(dialog.getByText(/Comparte este enlace con tu invitado/)).toBeInTheDocument();
    await expect(dialog.getByText(/Solo te mostramos el enlace ahora/)).toBeInTheDocument();
    await expect(dialog.getByRole('textbox', { name: 'Enlace del pase' })).toHaveValue(givenWithoutMail.link);
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Copiar enlace' })).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: 'Copiar enlace' }));
    await expect(args.onCopy).toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Compartir' }));
    await expect(args.onShare).toHaveBeenCalled();
  },
};

export const GivenWithMail: Story = {
  name: 'Given with a mail: said it was mailed; no share sheet on this browser',
  args: { given: givenWithMail, copied: 'done' },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByText(/Le hemos enviado el enlace a marta@example.com/)).toBeInTheDocument();
    await expect(dialog.getByText('Enlace copiado.')).toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: 'Compartir' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Hecho' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const CopyFailed: Story = {
  name: 'Copying refused by the browser: copy by hand',
  args: { given: givenWithoutMail, copied: 'failed' },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByText(/selecciona el enlace y cópialo a mano/)).toBeInTheDocument();
  },
};
