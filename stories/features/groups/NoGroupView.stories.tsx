import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NoGroupView } from '../../../src/features/groups/components/NoGroupView';
import { addMemberOutcome, GROUP_MEMBER_BLOCKED_CODE } from '../../../src/features/groups/errors';
import { ApiError } from '../../../src/lib/http';
import { hugoRow, httpError, inGroupPanel, teresaRow } from './fixtures';

const meta = {
  title: 'features/groups/NoGroupView',
  component: NoGroupView,
  decorators: [inGroupPanel],
  parameters: { layout: 'padded', route: '/abonado/perfil' },
  args: { onCreate: fn(), submitting: false, doubleAuthentication: true },
} satisfies Meta<typeof NoGroupView>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = { type: 'FRIENDS' as const, name: 'Amigas de la grada', member: teresaRow };

export const Empty: Story = {
  name: 'No group: the explanation and the create form',
};

export const CreatedWithTheKeyboard: Story = {
  name: 'Filled and sent with the keyboard (type with the arrow keys)',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: 'Familia' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Amigos' })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('Amigas de la grada');
    await userEvent.tab();
    await userEvent.keyboard('2020');
    await userEvent.tab();
    await userEvent.keyboard('Teresa');
    await userEvent.tab();
    await userEvent.keyboard('Aleixandre Puig');
    await userEvent.tab();
    await userEvent.keyboard('20200020v');
    // The date is set as its value: the segments' order follows the machine's locale.
    await userEvent.type(canvas.getByLabelText('Fecha de nacimiento'), '1990-03-15');
    canvas.getByLabelText('Correo electrónico').focus();
    await userEvent.keyboard('grupo.libre@demo.club{Enter}');
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith({ type: 'FRIENDS', name: 'Amigas de la grada', member: { ...teresaRow, dni: '20200020V' } }),
    );
  },
};

export const FieldErrors: Story = {
  name: 'Field errors: empty, DNI check letter, date in the future, mail',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Crear el grupo' }).focus();
    await userEvent.keyboard('{Enter}');
    const name = canvas.getByLabelText('Nombre del grupo');
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription(expect.stringContaining('Este campo es obligatorio.'));
    await userEvent.keyboard('Familia Monzó');
    await userEvent.type(canvas.getByLabelText('Número de abonado'), '20a0');
    await userEvent.type(canvas.getByLabelText('DNI o NIE'), '20200020A');
    await userEvent.type(canvas.getByLabelText('Fecha de nacimiento'), '2999-01-01');
    await userEvent.type(canvas.getByLabelText('Correo electrónico'), 'teresa@');
    canvas.getByRole('button', { name: 'Crear el grupo' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByLabelText('Número de abonado')).toHaveFocus());
    await expect(canvas.getByLabelText('Número de abonado')).toHaveAccessibleDescription(expect.stringContaining('Escribe solo los números'));
    await expect(canvas.getByLabelText('DNI o NIE')).toHaveAccessibleDescription(expect.stringContaining('Comprueba que la letra sea la correcta.'));
    await expect(canvas.getByLabelText('Fecha de nacimiento')).toHaveAccessibleDescription('Escribe una fecha de nacimiento real, anterior a hoy.');
    await expect(canvas.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(expect.stringContaining('Escribe un correo electrónico válido'));
    await expect(canvas.getByLabelText(/^Apellidos/)).not.toHaveAttribute('aria-invalid');
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

export const NameMismatch: Story = {
  name: '452 on the name field (the first member)',
  globals: { viewport: { value: 'mobile' } },
  args: { defaultValues: filled, result: { id: 1, outcome: addMemberOutcome(httpError(452)) } },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Nombre');
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('El nombre o los apellidos no coinciden con los del abonado con este número.');
    await expect(field).toHaveValue('Teresa');
  },
};

export const BlockedMember: Story = {
  name: '401: the first member is blocked',
  globals: { viewport: { value: 'mobile' } },
  args: {
    defaultValues: { ...filled, member: hugoRow },
    result: { id: 1, outcome: addMemberOutcome(httpError(401, GROUP_MEMBER_BLOCKED_CODE)) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Hugo Sendra Cano no puede unirse a un grupo porque su abono está bloqueado.');
    await expect(canvas.getByLabelText('DNI o NIE')).toHaveValue('20300030T');
  },
};

export const AlreadyInAGroup: Story = {
  name: '409: the caller or the first member already belongs to a group',
  globals: { viewport: { value: 'mobile' } },
  args: { defaultValues: filled, result: { id: 1, outcome: addMemberOutcome(httpError(409), { creating: true }) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('ya pertenecéis a un grupo');
  },
};

export const ConnectionFailure: Story = {
  name: 'No answer: the message, nothing typed is lost, retry by keyboard',
  globals: { viewport: { value: 'mobile' } },
  args: { defaultValues: filled, result: { id: 1, outcome: addMemberOutcome(new ApiError('timeout', 'groups')) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Lo que has escrito sigue aquí');
    within(alert).getByRole('button', { name: 'Reintentar' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledWith(expect.objectContaining({ name: 'Amigas de la grada', member: teresaRow })));
  },
};

export const Submitting: Story = {
  name: 'Sending: the button says so and waits',
  globals: { viewport: { value: 'mobile' } },
  args: { defaultValues: filled, submitting: true, doubleAuthentication: false },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Enviando…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};
