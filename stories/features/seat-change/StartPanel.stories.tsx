import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StartPanel } from '../../../src/features/seat-change/components/StartPanel';
import { seatChangeGroupMembers } from '../../fixtures/seat-changes';

const meta = {
  title: 'features/seat-change/StartPanel',
  component: StartPanel,
  parameters: { layout: 'padded', route: '/abonado/cambio-asiento/seleccion-sector' },
  args: { ownName: 'Marta Soler Puig', groupMembers: [], onStart: fn() },
} satisfies Meta<typeof StartPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const panelOf = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: '¿Quién cambia de asiento?' }));

export const Alone: Story = {
  name: 'Alone: only the member moves, and the start goes by keyboard',
  play: async ({ canvasElement, args }) => {
    const panel = panelOf(canvasElement);
    const group = within(panel.getByRole('group', { name: 'Abonados que cambian de asiento' }));
    const self = group.getByRole('checkbox', { name: 'Marta Soler Puig (tú)' });
    await expect(self).toBeChecked();
    await expect(self).toBeDisabled();
    await expect(self).toHaveAccessibleDescription('Tú siempre cambias de asiento en un cambio que empiezas.');
    await expect(group.getAllByRole('checkbox')).toHaveLength(1);
    await userEvent.tab();
    await expect(panel.getByRole('button', { name: 'Empezar el cambio' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onStart).toHaveBeenCalledWith([]));
  },
};

export const OwnerWithTwoMembers: Story = {
  name: 'Group owner with two members: one checked with Space moves too (Enter starts)',
  args: { groupMembers: seatChangeGroupMembers },
  play: async ({ canvasElement, args }) => {
    const panel = panelOf(canvasElement);
    const jordi = panel.getByRole('checkbox', { name: 'Jordi Soler Puig · socio n.º 3010' });
    const laia = panel.getByRole('checkbox', { name: 'Laia Soler Ferrer · socio n.º 3011' });
    await expect(jordi).not.toBeChecked();
    await expect(laia).not.toBeChecked();
    // The member's own box is checked and disabled: the first stop is the first member.
    await userEvent.tab();
    await expect(jordi).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(jordi).toBeChecked();
    await userEvent.tab();
    await expect(laia).toHaveFocus();
    await userEvent.tab();
    await expect(panel.getByRole('button', { name: 'Empezar el cambio' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onStart).toHaveBeenCalledTimes(1));
    await expect(args.onStart).toHaveBeenCalledWith([3010]);
    await expect(laia).not.toBeChecked();
  },
};

export const GroupNotRead: Story = {
  name: 'The group could not be read: a warning, the member may still start alone',
  args: { groupError: true },
  play: async ({ canvasElement }) => {
    const panel = panelOf(canvasElement);
    await expect(panel.getByRole('alert')).toHaveTextContent('No hemos podido cargar tu grupo, así que de momento solo puedes cambiar tu asiento.');
    await expect(panel.getAllByRole('checkbox')).toHaveLength(1);
    await expect(panel.getByRole('button', { name: 'Empezar el cambio' })).toBeEnabled();
  },
};

export const Starting: Story = {
  name: 'Starting: a spinner says so instead of the button',
  args: { groupMembers: seatChangeGroupMembers, starting: true },
  play: async ({ canvasElement }) => {
    const panel = panelOf(canvasElement);
    await expect(panel.getByRole('status')).toHaveTextContent('Empezando el cambio…');
    await expect(panel.queryByRole('button', { name: 'Empezar el cambio' })).not.toBeInTheDocument();
  },
};

export const StartFailed: Story = {
  name: 'The start failed: the error above the button, which stays',
  args: { groupMembers: seatChangeGroupMembers, error: 'SEAT_CHANGE.ERRORS.CART' },
  play: async ({ canvasElement }) => {
    const panel = panelOf(canvasElement);
    await expect(panel.getByRole('alert')).toHaveTextContent('No hemos podido empezar el cambio de asiento. Inténtalo de nuevo más tarde.');
    await expect(panel.getByRole('button', { name: 'Empezar el cambio' })).toBeVisible();
  },
};

export const FamilyWithoutMail: Story = {
  name: 'Owner of a family signed up together: members without a mail are marked as managed, and can move too',
  args: {
    groupMembers: [
      { member: { name: 'Pau', lastname: 'Soler Puig', mail: null, managedBy: 'Marta Soler Puig', partner: { id: 5679, partnerNumber: 5679 } } },
      { member: { name: 'Nil', lastname: 'Soler Puig', mail: null, partner: { id: 5680, partnerNumber: 5680 } } },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const panel = panelOf(canvasElement);
    await expect(panel.getByRole('checkbox', { name: 'Pau Soler Puig · socio n.º 5679' })).toHaveAccessibleDescription('Sin acceso propio: lo gestiona Marta Soler Puig');
    const nil = panel.getByRole('checkbox', { name: 'Nil Soler Puig · socio n.º 5680' });
    await expect(nil).toHaveAccessibleDescription('Sin acceso propio: sin correo ni contraseña');
    nil.focus();
    await userEvent.keyboard(' ');
    panel.getByRole('button', { name: 'Empezar el cambio' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onStart).toHaveBeenCalledWith([5680]));
  },
};
