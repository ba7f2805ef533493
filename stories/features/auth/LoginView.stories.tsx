import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoginView, type LoginMethod, type LoginViewProps } from '../../../src/features/auth/components/LoginView';

/** The view with its method switch live, as the container drives it. */
function LoginStory(props: LoginViewProps) {
  const [method, setMethod] = useState<LoginMethod>(props.method);
  return <LoginView {...props} method={method} onMethodChange={(next) => (setMethod(next), props.onMethodChange(next))} />;
}

const meta = {
  title: 'features/auth/LoginView',
  component: LoginView,
  render: (args) => <LoginStory {...args} />,
  parameters: { layout: 'fullscreen', route: '/abonado' },
  args: {
    variant: 'member',
    method: 'mail',
    onMethodChange: fn(),
    onMailLogin: fn(),
    onCardLogin: fn(),
    submitting: false,
  },
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Mail and password, empty',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Correo y contraseña' })).toBeChecked();
    await expect(canvas.getByRole('link', { name: 'He olvidado mi contraseña' })).toHaveAttribute('href', '/recuperar-contrasena');
    await expect(canvas.getByRole('link', { name: 'Soy accionista' })).toHaveAttribute('href', '/accionistas/login');
  },
};

export const KeyboardLogin: Story = {
  name: 'Mail and password, typed and sent with the keyboard',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const mail = canvas.getByLabelText('Correo electrónico');
    mail.focus();
    await userEvent.keyboard('socio@demo.club');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Contraseña')).toHaveFocus();
    await userEvent.keyboard('Demo2526!{Enter}');
    await waitFor(() => expect(args.onMailLogin).toHaveBeenCalledWith({ mail: 'socio@demo.club', password: 'Demo2526!' }, expect.anything()));
  },
};

export const Invalid: Story = {
  name: 'Sent empty: each field says what is missing',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    const mail = canvas.getByLabelText('Correo electrónico');
    await waitFor(() => expect(mail).toHaveAttribute('aria-invalid', 'true'));
    await expect(mail).toHaveAccessibleDescription(/obligatorio/);
    await expect(mail).toHaveFocus();
    await userEvent.type(mail, 'no-es-un-correo');
    await waitFor(() => expect(mail).toHaveAccessibleDescription(/correo electrónico válido/));
    await expect(args.onMailLogin).not.toHaveBeenCalled();
  },
};

export const PartnerCard: Story = {
  name: 'Pass holder: card number, DNI, birth date and PIN',
  args: { method: 'partners' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Abonado' })).toBeChecked();
    await userEvent.type(canvas.getByLabelText(/Número de carnet/), '1001');
    await userEvent.type(canvas.getByLabelText('DNI o NIE'), '12345678z');
    await userEvent.type(canvas.getByLabelText('Fecha de nacimiento'), '1985-04-12');
    await userEvent.type(canvas.getByLabelText('PIN'), '1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await waitFor(() =>
      expect(args.onCardLogin).toHaveBeenCalledWith({ partnerNumber: '1001', dni: '12345678Z', birthdate: '1985-04-12', pin: '1234' }, expect.anything()),
    );
  },
};

export const ChooseKindWithKeyboard: Story = {
  name: 'Choosing the kind with the arrow keys',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: 'Correo y contraseña' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Aficionado' })).toBeChecked();
    await expect(args.onMethodChange).toHaveBeenLastCalledWith('fan');
    // Fans have no card: their password stands for the PIN.
    await expect(canvas.queryByLabelText(/Número de carnet/)).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('Contraseña')).toBeInTheDocument();
  },
};

export const Sympathizer: Story = {
  name: 'Supporter card',
  args: { method: 'sympathizers' },
};

export const Filled: Story = {
  name: 'Filled in',
  args: { defaults: { mail: { mail: 'socio@demo.club', password: 'Demo2526!' } } },
};

export const Submitting: Story = {
  name: 'Sending',
  args: { submitting: true, defaults: { mail: { mail: 'socio@demo.club', password: 'Demo2526!' } } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Enviando…' });
    await expect(button).toBeDisabled();
  },
};

export const FromPrivatePage: Story = {
  name: 'Sent here by a private page',
  args: { notice: 'Inicia sesión para continuar. Después volverás a la página que querías ver.' },
};

const TICKET_NOTICE = 'Para comprar entradas necesitas una cuenta del club. Si ya la tienes, inicia sesión y volverás a la compra.';
const TICKET_ACCOUNT = '/hazte-abonado/datos-personales-base?redirect=%2Fpartidos%2F7%2Fentradas';

export const OnTheWayToTickets: Story = {
  name: "On the way to a game's tickets: log in, or make an account",
  args: { notice: TICKET_NOTICE, accountOffer: TICKET_ACCOUNT },
  parameters: { route: '/abonado?redirect=%2Fpartidos%2F7%2Fentradas' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offer = within(canvas.getByRole('region', { name: '¿No tienes cuenta?' }));
    await expect(offer.getByText(/Créala en un minuto/)).toBeVisible();
    await expect(offer.getByRole('link', { name: 'Crear mi cuenta' })).toHaveAttribute('href', TICKET_ACCOUNT);
    // The login stays whole for whoever has an account.
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toBeVisible();
  },
};

export const OnTheWayToTicketsPhone: Story = {
  name: "On the way to a game's tickets, on a phone: the offer before the form",
  args: { notice: TICKET_NOTICE, accountOffer: TICKET_ACCOUNT },
  parameters: { route: '/abonado?redirect=%2Fpartidos%2F7%2Fentradas' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Crear mi cuenta' });
    // Reached by keyboard before the login's fields.
    link.focus();
    await userEvent.tab({ shift: false });
    await expect(canvas.getByRole('radio', { name: 'Correo y contraseña' })).toHaveFocus();
  },
};

/** A §8 error beside the form (captured at phone width only: the frame is the other stories'). */
const showsError = (error: string): Story => ({
  args: { error },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(error);
  },
});

export const LoginInvalid: Story = {
  name: 'Error: login invalid',
  ...showsError('Los datos no son correctos. Revísalos e inténtalo de nuevo.'),
};
export const NotValidated: Story = {
  name: 'Error: mail not validated',
  ...showsError('Todavía no has confirmado tu correo. Te hemos enviado un nuevo enlace: ábrelo y vuelve a entrar.'),
};
export const NotAllowed: Story = {
  name: 'Error: login not allowed (466)',
  ...showsError('Tu cuenta no puede entrar por aquí. Si crees que es un error, contacta con la oficina del club.'),
};
export const NoConnection: Story = {
  name: 'Error: no connection',
  ...showsError('No hemos podido conectar con el club. Comprueba tu conexión e inténtalo de nuevo.'),
};

export const Locked: Story = {
  name: 'Locked by the rate limit',
  args: { lockedSeconds: 14 * 60 + 5, error: 'Demasiados intentos seguidos' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/espera 15 minutos/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toBeDisabled();
  },
};

export const Shareholder: Story = {
  name: 'Shareholder login',
  args: { variant: 'shareholder' },
  parameters: { route: '/accionistas/login' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Acceso de accionistas' })).toBeInTheDocument();
    await expect(canvas.queryByRole('radiogroup')).not.toBeInTheDocument();
    await expect(canvas.queryByLabelText(/Número de carnet/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /acceso de abonados/ })).toHaveAttribute('href', '/abonado');
  },
};

export const ShareholderRefused: Story = {
  name: 'Shareholder login: not a shareholder (456)',
  args: { variant: 'shareholder', error: 'No constas como accionista. Comprueba tus datos o entra como abonado.' },
  parameters: { route: '/accionistas/login' },
  globals: { viewport: { value: 'mobile' } },
};

export const InEnglish: Story = {
  name: 'English interface',
  globals: { locale: 'en', viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).not.toHaveTextContent('Iniciar sesión');
  },
};

export const InFrench: Story = {
  name: 'French interface',
  args: { method: 'partners' },
  globals: { locale: 'fr', viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).not.toHaveTextContent('Iniciar sesión');
  },
};
