import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useSignupDraft } from '../../../src/features/signup/draft';
import { MembershipDataPage } from '../../../src/features/signup/routes/MembershipDataPage';
import { PersonalDataPage } from '../../../src/features/signup/routes/PersonalDataPage';
import { users } from '../../fixtures/users';
import { passDraft } from './fixtures';

/** Screens whose state lives in the stored partner record or the session, through their containers. */
const meta = {
  title: 'features/signup/Pages',
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    useSignupDraft.setState({ draft: {}, discarded: false });
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const DraftDiscarded: Story = {
  name: 'Corrupt stored record: discarded, said, the flow starts again at step 1',
  parameters: { route: '/hazte-abonado/datos-personales-base' },
  beforeEach: () => {
    useSignupDraft.setState({ draft: {}, discarded: true });
  },
  render: () => <PersonalDataPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No hemos podido leer los datos de tu alta guardados en este navegador');
    await expect(canvas.getByLabelText('Nombre')).toHaveValue('');
  },
};

export const KeptAfterFailure: Story = {
  name: 'Back at step 1 after a failure: what was typed is still there',
  parameters: { route: '/hazte-abonado/datos-personales-base' },
  beforeEach: () => {
    useSignupDraft.setState({
      draft: { personal: { name: 'Ana', lastname: 'García Ruiz', dni: '12345678Z', birthdate: '1988-04-12', mail: 'ana@example.com', phone: '' } },
      discarded: false,
    });
  },
  render: () => <PersonalDataPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Apellidos')).toHaveValue('García Ruiz');
    await expect(canvas.getByLabelText('Contraseña nueva')).toHaveValue('');
  },
};

const renewing = { ...users.FAN, specialRenewal: true, birthdate: '1958-02-14' };

/** The session hint cookie: with it the page reads the user from `users/extended` (here, the story's data). */
function withSessionHint() {
  document.cookie = 'a360_session=1; path=/';
  return () => {
    document.cookie = 'a360_session=; path=/; max-age=0';
  };
}

export const SpecialRenewal: Story = {
  name: 'After a special-renewal login: the account, its pass (gold) and why',
  parameters: { route: '/hazte-abonado/datos-personales', swr: { 'users/extended': renewing } },
  beforeEach: withSessionHint,
  render: () => <MembershipDataPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Te corresponde el abono Oro: el 1 de julio de 2025 tendrás 67 años \(desde 65 años\)\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Elegir mi abono' })).toBeVisible();
  },
};

export const SpecialRenewalWithoutBirthdate: Story = {
  name: 'After a special-renewal login, no birth date on the account: whom to ask',
  parameters: { route: '/hazte-abonado/datos-personales', swr: { 'users/extended': { ...renewing, birthdate: null } } },
  beforeEach: withSessionHint,
  render: () => <MembershipDataPage />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Tu cuenta no tiene fecha de nacimiento');
  },
};

const unconfirmed = { ...users.FAN, mail: 'ana@example.com', confirmed: { mail: false, phone: false, address: false } };

export const CameBackUnconfirmed: Story = {
  name: 'Back later, the mail still unconfirmed: step 1 asks for a new code, not the data again',
  parameters: {
    route: '/hazte-abonado/datos-personales-base',
    swr: { 'users/extended': unconfirmed, 'signup/account/mail-code': { mail: 'ana@example.com', expiresIn: 0, resendIn: 0 } },
  },
  beforeEach: () => {
    useSignupDraft.setState({
      draft: { firstStep: true, idRoll: 1, mailConfirmed: false, personal: { name: 'Ana', lastname: 'García Ruiz', dni: '12345678Z', birthdate: '1988-04-12', mail: 'ana@example.com', phone: '' } },
      discarded: false,
    });
    return withSessionHint();
  },
  render: () => <PersonalDataPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Te hemos enviado un código de 6 dígitos a ana@example\.com/)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('el último código ya no vale');
    await expect(canvas.getByRole('button', { name: 'Enviarme otro código' })).toBeEnabled();
    await expect(canvas.queryByLabelText('Nombre')).toBeNull();
  },
};

const FOR_TICKETS = '/hazte-abonado/datos-personales-base?redirect=%2Fpartidos%2F7%2Fentradas';

export const ForTickets: Story = {
  name: "For a game's tickets: the same form, no pass steps, a way back to the login",
  parameters: { route: FOR_TICKETS },
  render: () => <PersonalDataPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Crea tu cuenta para comprar entradas' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pasos para hacerte abonado' })).toBeNull();
    await expect(canvas.getByText(/condiciones de venta de entradas/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Crear mi cuenta y continuar' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '¿Ya tienes cuenta? Inicia sesión' })).toHaveAttribute(
      'href',
      '/abonado?redirect=%2Fpartidos%2F7%2Fentradas',
    );
  },
};

export const ForTicketsWithStoredDraft: Story = {
  name: "For a game's tickets with a pass sign-up stored: what was typed is offered, the draft stays as it was",
  parameters: { route: FOR_TICKETS },
  beforeEach: () => {
    useSignupDraft.setState({ draft: passDraft, discarded: false });
  },
  render: () => <PersonalDataPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Apellidos')).toHaveValue('García Ruiz');
    await expect(canvas.queryByRole('navigation', { name: 'Pasos para hacerte abonado' })).toBeNull();
    await expect(useSignupDraft.getState().draft).toEqual(passDraft);
  },
};

export const ForTicketsCode: Story = {
  name: "For a game's tickets, the account made: the mailed code, no pass steps",
  parameters: {
    route: FOR_TICKETS,
    swr: { 'users/extended': unconfirmed, 'signup/account/mail-code': { mail: 'ana@example.com', expiresIn: 600, resendIn: 0 } },
  },
  beforeEach: withSessionHint,
  render: () => <PersonalDataPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Crea tu cuenta para comprar entradas' })).toBeVisible();
    await expect(canvas.getByText(/Te hemos enviado un código de 6 dígitos a ana@example\.com/)).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pasos para hacerte abonado' })).toBeNull();
    await expect(canvas.queryByLabelText('Nombre')).toBeNull();
  },
};

export const ForTicketsConfirmed: Story = {
  name: "For a game's tickets, the mail already confirmed: on to the purchase",
  parameters: { route: FOR_TICKETS, swr: { 'users/extended': { ...unconfirmed, confirmed: { mail: true, phone: false, address: false } } } },
  beforeEach: withSessionHint,
  render: () => <PersonalDataPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Ya tienes tu cuenta (ana@example.com). Sigue con la compra de tus entradas.');
    await expect(canvas.getByRole('button', { name: 'Seguir con la compra' })).toBeVisible();
  },
};
