import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddMembersForm } from '../../../src/features/groups/components/AddMembersForm';
import { GroupView } from '../../../src/features/groups/components/GroupView';
import { changeOutcome } from '../../../src/features/groups/errors';
import { ApiError } from '../../../src/lib/http';
import { coOwnedGroup, familyGroup, fullFriendsGroup, httpError, partnerIds, inGroupPanel, signedUpFamily } from './fixtures';

const addForm = (maxRows: number) => <AddMembersForm onAdd={fn()} submitting={false} maxRows={maxRows} doubleAuthentication />;

const meta = {
  title: 'features/groups/GroupView',
  component: GroupView,
  decorators: [inGroupPanel],
  parameters: { layout: 'padded', route: '/abonado/perfil' },
  args: {
    group: familyGroup,
    selfPartnerId: partnerIds.vicente,
    addForm: addForm(4),
    onRemove: fn(),
    onValidate: fn(),
    onLeave: fn(),
    onDissolve: fn(),
    onRetryChange: fn(),
  },
} satisfies Meta<typeof GroupView>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('region', { name });

export const OwnerWithPending: Story = {
  name: 'Owner: members, a pending member, family discount; the sole owner dissolves instead of leaving',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Familia · 4 de 8 plazas ocupadas')).toBeInTheDocument();
    await expect(canvas.getByText('Descuento familiar')).toBeInTheDocument();
    const members = region(canvasElement, 'Miembros');
    await expect(within(members).getByRole('list', { name: 'Situación de Rosa Ferrando Llopis' })).toHaveTextContent('Pendiente de confirmar');
    await expect(within(members).getByRole('list', { name: 'Situación de Vicente Ferrando Gil' })).toHaveTextContent('TúTitular');
    // An active owner (here, themselves) cannot be marked for removal.
    await expect(within(members).getAllByRole('checkbox')).toHaveLength(3);
    await expect(region(canvasElement, 'Añadir personas')).toBeInTheDocument();
    const exit = region(canvasElement, 'Salir del grupo o disolverlo');
    await expect(exit).toHaveTextContent('Eres el único titular del grupo, así que no puedes salir de él.');
    await expect(within(exit).queryByRole('button', { name: 'Salir del grupo' })).not.toBeInTheDocument();
    within(members).getByRole('button', { name: 'Introducir código de Rosa Ferrando Llopis' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValidate).toHaveBeenCalledWith(expect.objectContaining({ partnerNumber: 2004, status: 'pending' }));
    within(exit).getByRole('button', { name: 'Disolver el grupo' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDissolve).toHaveBeenCalledTimes(1);
  },
};

export const RemoveSeveral: Story = {
  name: 'Owner marks two people with the keyboard and removes them in one save',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, args }) => {
    const members = within(region(canvasElement, 'Miembros'));
    members.getByRole('button', { name: 'Quitar del grupo' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(members.getByRole('alert')).toHaveTextContent('Marca antes a quién quieres quitar del grupo.');
    members.getByRole('checkbox', { name: 'Amparo Llopis Sanz' }).focus();
    await userEvent.keyboard(' ');
    members.getByRole('checkbox', { name: 'Rosa Ferrando Llopis' }).focus();
    await userEvent.keyboard(' ');
    members.getByRole('button', { name: 'Quitar del grupo a 2 personas' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith([
      expect.objectContaining({ partnerId: 202, name: 'Amparo' }),
      expect.objectContaining({ partnerId: 204, name: 'Rosa' }),
    ]);
  },
};

export const Removing: Story = {
  name: 'Owner: removing',
  globals: { viewport: { value: 'mobile' } },
  args: { busy: 'remove' },
  play: async ({ canvasElement }) => {
    await expect(within(region(canvasElement, 'Miembros')).getByRole('button', { name: 'Enviando…' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(region(canvasElement, 'Salir del grupo o disolverlo')).getByRole('button', { name: 'Disolver el grupo' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const RemoveFailed: Story = {
  name: 'Owner: removing failed (the removing-member error), retry',
  globals: { viewport: { value: 'mobile' } },
  args: { changeFailure: { change: 'remove', outcome: changeOutcome('remove', new ApiError('timeout', 'groups/7')) } },
  play: async ({ canvasElement, args }) => {
    const members = within(region(canvasElement, 'Miembros'));
    await expect(members.getByRole('alert')).toHaveTextContent('No hemos podido hacer el cambio en el grupo.');
    members.getByRole('button', { name: 'Reintentar' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetryChange).toHaveBeenCalledTimes(1);
  },
};

export const FullGroup: Story = {
  name: 'Owner of a full group (3 of 3): the notice; one row to add (459 if tried)',
  globals: { viewport: { value: 'mobile' } },
  args: { group: fullFriendsGroup, selfPartnerId: partnerIds.ivan, addForm: addForm(1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Amigos · 3 de 3 plazas ocupadas')).toBeInTheDocument();
    await expect(canvas.getByText('El grupo está completo')).toBeInTheDocument();
    await expect(canvas.queryByText('Descuento familiar')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Añadir otra persona' })).not.toBeInTheDocument();
  },
};

export const SignedUpTogether: Story = {
  name: 'Owner of a family signed up together: those without a mail are shown as managed by the owner, never an empty mail',
  args: { group: signedUpFamily, selfPartnerId: partnerIds.ana },
  play: async ({ canvasElement }) => {
    const members = within(region(canvasElement, 'Miembros'));
    await expect(members.getByText('Abonado n.º 5679 · Sin acceso propio: lo gestiona Ana García Ruiz')).toBeVisible();
    await expect(members.getByText('Abonado n.º 5680 · Sin acceso propio: lo gestiona Ana García Ruiz')).toBeVisible();
    await expect(members.getByText('Abonado n.º 5678 · ana.garcia@demo.club')).toBeVisible();
    await expect(within(canvasElement).getByText('Descuento familiar')).toBeVisible();
    await expect(members.queryByRole('button', { name: /Introducir código/ })).not.toBeInTheDocument();
  },
};

export const Member: Story = {
  name: 'Member: sees the group, leaves with the keyboard; no owner action',
  args: { selfPartnerId: partnerIds.amparo },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Quitar|Disolver|Introducir código|Añadir/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Añadir personas' })).not.toBeInTheDocument();
    await expect(canvas.queryByText('El grupo está completo')).not.toBeInTheDocument();
    await expect(canvas.queryByText('grupo.titular@demo.club', { exact: false })).not.toBeInTheDocument();
    const exit = region(canvasElement, 'Salir del grupo');
    within(exit).getByRole('button', { name: 'Salir del grupo' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLeave).toHaveBeenCalledTimes(1);
  },
};

export const MemberLeaveFailed: Story = {
  name: 'Member: leaving failed (the removing-member error)',
  globals: { viewport: { value: 'mobile' } },
  args: { selfPartnerId: partnerIds.amparo, changeFailure: { change: 'leave', outcome: changeOutcome('leave', httpError(404)) } },
  play: async ({ canvasElement }) => {
    await expect(within(region(canvasElement, 'Salir del grupo')).getByRole('alert')).toHaveTextContent('No hemos podido hacer el cambio en el grupo.');
  },
};

export const CoOwner: Story = {
  name: 'Owner with another active owner: may leave or dissolve',
  globals: { viewport: { value: 'mobile' } },
  args: { group: coOwnedGroup },
  play: async ({ canvasElement, args }) => {
    const exit = within(region(canvasElement, 'Salir del grupo o disolverlo'));
    await expect(exit.getByText('Hay otro titular en el grupo, así que puedes salir: el grupo seguirá con sus miembros.')).toBeInTheDocument();
    exit.getByRole('button', { name: 'Salir del grupo' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLeave).toHaveBeenCalledTimes(1);
  },
};

export const LastOwnerLeaveRefused: Story = {
  name: 'Leave answered 409 (no other owner any more): dissolve instead',
  globals: { viewport: { value: 'mobile' } },
  args: { group: coOwnedGroup, changeFailure: { change: 'leave', outcome: changeOutcome('leave', httpError(409, 'group-last-owner')) } },
  play: async ({ canvasElement }) => {
    await expect(within(region(canvasElement, 'Salir del grupo o disolverlo')).getByRole('alert')).toHaveTextContent(
      'No puedes salir: eres el último titular del grupo. Si ya no quieres el grupo, disuélvelo.',
    );
  },
};

export const DissolveFailed: Story = {
  name: 'Owner: dissolving failed',
  globals: { viewport: { value: 'mobile' } },
  args: { changeFailure: { change: 'dissolve', outcome: changeOutcome('dissolve', httpError(500)) } },
  play: async ({ canvasElement }) => {
    const exit = within(region(canvasElement, 'Salir del grupo o disolverlo'));
    await waitFor(() => expect(exit.getByRole('alert')).toHaveTextContent('No hemos podido hacer el cambio en el grupo.'));
  },
};
