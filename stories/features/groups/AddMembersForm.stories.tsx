import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddMembersForm } from '../../../src/features/groups/components/AddMembersForm';
import { addMemberOutcome, GROUP_MEMBER_BLOCKED_CODE } from '../../../src/features/groups/errors';
import { emptyMemberRow } from '../../../src/features/groups/forms';
import { ApiError } from '../../../src/lib/http';
import { hugoRow, httpError, inGroupPanel, teresaRow } from './fixtures';

const meta = {
  title: 'features/groups/AddMembersForm',
  component: AddMembersForm,
  decorators: [inGroupPanel],
  parameters: { layout: 'padded', route: '/abonado/perfil' },
  args: { onAdd: fn(), submitting: false, maxRows: 4, doubleAuthentication: true },
} satisfies Meta<typeof AddMembersForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A save that failed on Teresa's row with this answer; what she typed is still there. */
const failedWith = (error: unknown) => ({ defaultRows: [teresaRow], result: { id: 1, added: 0, outcome: addMemberOutcome(error) } });

/** The field the error is said on: focused, invalid, described by the §8 text, value kept. */
const expectFieldError = (label: string | RegExp, text: string, value: string) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const field = within(canvasElement).getByLabelText(label);
  await waitFor(() => expect(field).toHaveFocus());
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(expect.stringContaining(text));
  await expect(field).toHaveValue(value);
};

/** The form's alert says it; the fields keep what was typed. */
const expectFormAlert = (text: string) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('alert')).toHaveTextContent(text);
  await expect(canvas.getByLabelText('DNI o NIE')).toHaveValue(teresaRow.dni);
};

export const Empty: Story = {
  name: 'Empty: one person',
};

export const SeveralPeople: Story = {
  name: 'Several people in one save, by keyboard ("add another person", remove a row)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByLabelText('Número de abonado').focus();
    await userEvent.keyboard('2020');
    canvas.getByRole('button', { name: 'Añadir otra persona' }).focus();
    await userEvent.keyboard('{Enter}');
    const numbers = canvas.getAllByLabelText('Número de abonado');
    await expect(numbers).toHaveLength(2);
    await waitFor(() => expect(numbers[1]).toHaveFocus());
    await expect(canvas.getByRole('group', { name: 'Persona 2' })).toBeInTheDocument();
    // The second row goes again; focus stays in the form.
    canvas.getByRole('button', { name: /^Quitar a la persona 2 de la lista/ }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getAllByLabelText('Número de abonado')).toHaveLength(1));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Añadir otra persona' })).toHaveFocus());
    await expect(canvas.getByLabelText('Número de abonado')).toHaveValue('2020');
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const TwoRowsFilled: Story = {
  name: 'Two people filled',
  args: { defaultRows: [teresaRow, { ...hugoRow, owner: true }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Añadir al grupo' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onAdd).toHaveBeenCalledWith([teresaRow, { ...hugoRow, owner: true }]));
  },
};

export const NameMismatch: Story = {
  name: '452: name, on the name field',
  globals: { viewport: { value: 'mobile' } },
  args: failedWith(httpError(452, 'group-member-name')),
  play: expectFieldError('Nombre', 'El nombre o los apellidos no coinciden', 'Teresa'),
};

export const DniMismatch: Story = {
  name: '453: DNI, on the DNI field',
  globals: { viewport: { value: 'mobile' } },
  args: failedWith(httpError(453, 'group-member-dni')),
  play: expectFieldError('DNI o NIE', 'El DNI o NIE no coincide', '20200020V'),
};

export const BirthdateMismatch: Story = {
  name: '454: birth date, on the date field',
  globals: { viewport: { value: 'mobile' } },
  args: failedWith(httpError(454, 'group-member-birthdate')),
  play: expectFieldError('Fecha de nacimiento', 'La fecha de nacimiento no coincide', '1990-03-15'),
};

export const MailMismatch: Story = {
  name: '455: mail, on the mail field',
  globals: { viewport: { value: 'mobile' } },
  args: failedWith(httpError(455, 'group-member-mail')),
  play: expectFieldError('Correo electrónico', 'El correo electrónico no coincide', 'grupo.libre@demo.club'),
};

export const UnknownPartner: Story = {
  name: '458: no such partner, on the partner number field',
  globals: { viewport: { value: 'mobile' } },
  args: failedWith(httpError(458, 'group-member-user')),
  play: expectFieldError('Número de abonado', 'No hay ningún abonado con este número.', '2020'),
};

export const SecondRowFailed: Story = {
  name: 'Two people: the first went in, the error is on the second (now the only row)',
  globals: { viewport: { value: 'mobile' } },
  args: { defaultRows: [teresaRow, { ...hugoRow, dni: '12345678Z' }], result: { id: 1, added: 1, outcome: addMemberOutcome(httpError(453)) } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await waitFor(() => expect(canvas.getAllByLabelText('Número de abonado')).toHaveLength(1));
    await expect(canvas.getByLabelText('Nombre')).toHaveValue('Hugo');
    await expectFieldError('DNI o NIE', 'El DNI o NIE no coincide', '12345678Z')(context);
  },
};

export const MaximumMembers: Story = {
  name: '459: the group is full, for the form',
  globals: { viewport: { value: 'mobile' } },
  args: { ...failedWith(httpError(459, 'group-full')), maxRows: 1 },
  play: async (context) => {
    await expectFormAlert('El grupo ya tiene el máximo de miembros.')(context);
    await expect(within(context.canvasElement).queryByRole('button', { name: 'Añadir otra persona' })).not.toBeInTheDocument();
  },
};

export const BlockedMember: Story = {
  name: '401: a blocked partner, for the form',
  globals: { viewport: { value: 'mobile' } },
  args: { defaultRows: [hugoRow], result: { id: 1, added: 0, outcome: addMemberOutcome(httpError(401, GROUP_MEMBER_BLOCKED_CODE)) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Hugo Sendra Cano no puede unirse a un grupo porque su abono está bloqueado.');
  },
};

export const AlreadyInAGroup: Story = {
  name: '409: already in a group',
  globals: { viewport: { value: 'mobile' } },
  args: failedWith(httpError(409, 'group-member-in-group')),
  play: expectFormAlert('Teresa Aleixandre Puig ya pertenece a un grupo o tiene una invitación pendiente.'),
};

export const TooManyAttempts: Story = {
  name: '429: too many failed adds, with the minutes to wait (Retry-After)',
  globals: { viewport: { value: 'mobile' } },
  args: failedWith(httpError(429, 'too many attempts', 840)),
  play: expectFormAlert('Podrás volver a intentarlo dentro de 14 minutos.'),
};

export const Generic: Story = {
  name: 'Any other answer: generic',
  globals: { viewport: { value: 'mobile' } },
  args: failedWith(httpError(400)),
  play: expectFormAlert('No hemos podido añadir a Teresa Aleixandre Puig al grupo. Inténtalo de nuevo.'),
};

export const ConnectionFailure: Story = {
  name: 'Server failure or malformed answer: the message and a retry; nothing typed is lost',
  globals: { viewport: { value: 'mobile' } },
  args: failedWith(new ApiError('invalid-response', 'groups/7', 200)),
  play: async (context) => {
    await expectFormAlert('Lo que has escrito sigue aquí')(context);
    within(context.canvasElement).getByRole('button', { name: 'Reintentar' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(context.args.onAdd).toHaveBeenCalledWith([{ ...teresaRow }]));
  },
};

export const AddedAgain: Story = {
  name: 'After an expired token: the member removed, back in the form to add again (DNI focused)',
  globals: { viewport: { value: 'mobile' } },
  args: {
    prefill: {
      id: 1,
      rows: [{ ...emptyMemberRow(), partnerNumber: '2004', name: 'Rosa', lastname: 'Ferrando Llopis', mail: 'grupo.pendiente@demo.club' }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('DNI o NIE')).toHaveFocus());
    await expect(canvas.getByLabelText('Número de abonado')).toHaveValue('2004');
  },
};

export const Sending: Story = {
  name: 'Sending: the button says so and waits',
  globals: { viewport: { value: 'mobile' } },
  args: { defaultRows: [teresaRow], submitting: true, doubleAuthentication: false },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Enviando…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // It keeps focus (a disabled button would drop it) and a second press sends nothing.
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveFocus();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};
