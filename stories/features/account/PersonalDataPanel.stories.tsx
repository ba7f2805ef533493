import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PersonalDataPanel } from '../../../src/features/account/components/PersonalDataPanel';
import { users } from '../../fixtures/users';

const meta = {
  title: 'features/account/PersonalDataPanel',
  component: PersonalDataPanel,
  parameters: { route: '/abonado/perfil' },
  globals: { viewport: { value: 'mobile' } },
  args: {
    user: { ...users.PARTNER, phone: '+34600111222', dni: '12345678Z', birthdate: '1985-04-12' },
    editing: false,
    onEdit: fn(),
    onCancel: fn(),
    onSubmit: fn(),
    submitting: false,
  },
} satisfies Meta<typeof PersonalDataPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reading: Story = {
  name: 'Reading, with what is not given',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Sin indicar')).toHaveLength(1); // the address
    await userEvent.click(canvas.getByRole('button', { name: 'Editar datos' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
  },
};

export const PhotoWaitingForReview: Story = {
  name: 'Reading: the photo sent waits for the club',
  args: { user: { ...users.PARTNER, photoStatus: 'PENDING' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('En revisión por el club')).toBeVisible();
  },
};

export const PhotoRefused: Story = {
  name: 'Reading: the club refused the photo, with its reason',
  args: { user: { ...users.PARTNER, photoStatus: 'REFUSED', photoRefusal: 'POOR_QUALITY' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Rechazada por el club: La foto está borrosa, oscura o con poca calidad')).toBeVisible();
  },
};

export const Editing: Story = {
  name: 'Editing by keyboard: the server rules before sending',
  args: { editing: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('Nombre')).toHaveFocus());
    const mail = canvas.getByLabelText(/^Correo electrónico/);
    await userEvent.clear(mail);
    await userEvent.type(mail, 'lucia@');
    const phone = canvas.getByLabelText(/^Teléfono/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '12{Enter}');
    await expect(await canvas.findByText('Escribe un correo electrónico válido, como nombre@ejemplo.com.')).toBeVisible();
    await expect(canvas.getByText(/Escribe un teléfono de 9 a 15 cifras/)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(mail);
    await userEvent.type(mail, 'lucia.martinez@correo.es');
    await userEvent.clear(phone);
    await userEvent.keyboard('{Enter}');
    // A new mail asks for the current password before anything is sent.
    const password = await canvas.findByLabelText(/^Contraseña actual/);
    await expect(password).toHaveAccessibleDescription(/Este campo es obligatorio/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(password, 'Demo2526!{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { name: 'Lucía', lastname: 'Martínez Soler', mail: 'lucia.martinez@correo.es', phone: '', currentPassword: 'Demo2526!' },
        expect.anything(),
      ),
    );
  },
};

export const NameTooLong: Story = {
  name: 'Editing: a name the server would refuse says why, not that it is missing',
  args: { editing: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByLabelText('Nombre');
    await userEvent.clear(name);
    await userEvent.click(name);
    await userEvent.paste('Lucía'.repeat(25));
    await userEvent.keyboard('{Enter}');
    await expect(name).toHaveAccessibleDescription(/Escribe como mucho 120 caracteres/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WrongPassword: Story = {
  name: 'New mail with a wrong current password (on the password field)',
  args: { editing: true, wrongPassword: true, error: 'La contraseña no es correcta.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mail = canvas.getByLabelText(/^Correo electrónico/);
    await userEvent.clear(mail);
    await userEvent.type(mail, 'lucia.martinez@correo.es');
    const password = await canvas.findByLabelText(/^Contraseña actual/);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(/La contraseña no es correcta/);
  },
};

export const MailInUse: Story = {
  name: '409: the mail belongs to another account (on the mail field)',
  args: { editing: true, mailInUse: true, error: 'Ese correo ya lo usa otra cuenta.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mail = canvas.getByLabelText(/^Correo electrónico/);
    await waitFor(() => expect(mail).toHaveFocus());
    await expect(mail).toHaveAttribute('aria-invalid', 'true');
    await expect(mail).toHaveAccessibleDescription(/Ese correo ya lo usa otra cuenta/);
  },
};

export const NotUpdated: Story = {
  name: 'Not updated: the message above the form, what was typed kept',
  args: { editing: true, error: 'No hemos podido guardar tus datos. Revísalos e inténtalo de nuevo.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('No hemos podido guardar tus datos');
  },
};

export const Saving: Story = {
  args: { editing: true, submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Guardando…' })).toBeDisabled();
  },
};

export const SavedNewMail: Story = {
  name: 'Saved with a new mail: pending until its link is followed, the old one still in use',
  args: { saved: 'mailChanged', pendingMail: 'lucia.martinez@correo.es' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `Te hemos enviado un enlace a lucia.martinez@correo.es: tu correo seguirá siendo ${args.user.mail} hasta que lo abras`,
    );
    await expect(canvas.getByText(`${args.user.mail} (cambio a lucia.martinez@correo.es pendiente de confirmar)`)).toBeVisible();
  },
};
