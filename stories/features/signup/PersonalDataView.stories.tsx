import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PersonalDataView } from '../../../src/features/signup/components/PersonalDataView';
import { inFrame } from './frame';

const meta = {
  title: 'features/signup/PersonalDataView',
  component: PersonalDataView,
  decorators: [inFrame('Hazte abonado: tus datos', false)],
  parameters: { layout: 'fullscreen', route: '/hazte-abonado/datos-personales-base' },
  args: { onSubmit: fn(), submitting: false },
} satisfies Meta<typeof PersonalDataView>;

export default meta;
type Story = StoryObj<typeof meta>;

const typed = { name: 'Ana', lastname: 'García Ruiz', dni: '12345678Z', birthdate: '1988-04-12', mail: 'ana@example.com', phone: '600111222' };

export const Empty: Story = {
  name: 'Step 1, empty: the steps bar at step 1, only step 1 is where the member is',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hazte abonado: tus datos' })).toHaveFocus();
    const bar = within(canvas.getByRole('navigation', { name: 'Pasos para hacerte abonado' }));
    await expect(bar.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.getByLabelText('Teléfono (opcional)')).not.toBeRequired();
  },
};

export const InvalidFields: Story = {
  name: 'Invalid fields: sent with the keyboard, each field says what is wrong',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText('Nombre')).toHaveFocus();
    await userEvent.keyboard('Ana');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('1234');
    canvas.getByLabelText('Correo electrónico').focus();
    await userEvent.keyboard('ana@');
    canvas.getByRole('button', { name: 'Crear mi cuenta y continuar' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByLabelText('Apellidos')).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByLabelText('Nombre')).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByLabelText(/^DNI o NIE/)).toHaveAccessibleDescription(/Escribe un DNI o NIE válido/);
    await expect(canvas.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(/Escribe un correo electrónico válido/);
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription('Para darte de alta tienes que aceptar las condiciones.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const KeyboardOnly: Story = {
  name: 'Typed what was kept, then password and terms with the keyboard, and sent',
  args: { defaults: typed },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByLabelText('Teléfono (opcional)').focus();
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^Contraseña nueva/)).toHaveFocus();
    await userEvent.keyboard('Abcdefg1');
    await userEvent.tab(); // the show-password button
    await userEvent.tab();
    await expect(canvas.getByLabelText('Repite la contraseña nueva')).toHaveFocus();
    await userEvent.keyboard('Abcdefg1');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox')).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Crear mi cuenta y continuar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ ...typed, password: 'Abcdefg1', repeat: 'Abcdefg1', acceptTerms: true }),
    );
  },
};

export const Sending: Story = {
  name: 'Loading: the account is being created',
  args: { defaults: typed, submitting: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Enviando…' });
    await expect(button).toBeDisabled();
    await expect(button.closest('form')).toHaveAttribute('aria-busy', 'true');
  },
};

export const MailInUse: Story = {
  name: 'The server refuses the mail (409): said on the field, everything typed kept',
  args: { defaults: typed, fieldErrors: { mail: 'Este correo ya tiene una cuenta del club. Entra con él o usa otro.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(/ya tiene una cuenta/);
    await expect(canvas.getByLabelText('Nombre')).toHaveValue('Ana');
  },
};

export const NoConnection: Story = {
  name: 'No connection: said above the form, everything typed kept',
  globals: { viewport: { value: 'mobile' } },
  args: { defaults: typed, error: 'No hemos podido conectar con el club. Comprueba tu conexión e inténtalo de nuevo; lo que has escrito sigue aquí.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('No hemos podido conectar con el club');
  },
};
