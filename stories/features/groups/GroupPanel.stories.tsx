import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ServerConfig } from '../../../src/api/config';
import { GroupPanel } from '../../../src/features/groups';
import { MODAL_IDS, OverlayHost, overlayStore } from '../../../src/ui';
import { familyGroup, partnerIds, partnerUser, profileColumn } from './fixtures';

const config: ServerConfig = {
  partnerAreaMaintenanceMode: false,
  enablePartnerCreation: true,
  partnerGroupDoubleAuthentication: true,
  payments: { methods: ['CARD', 'BIZUM'], providerOrigin: 'http://localhost:4010' },
  seatChangeProductId: 401,
};

/** The container as the profile page mounts it, with the group and the configuration from the SWR cache. */
const meta = {
  title: 'features/groups/GroupPanel',
  component: GroupPanel,
  decorators: [
    profileColumn,
    (Story) => (
      <>
        <Story />
        <OverlayHost />
      </>
    ),
  ],
  parameters: { layout: 'padded', route: '/abonado/perfil', swr: { 'config/partners': config, 'groups/7': familyGroup } },
  beforeEach: () => {
    overlayStore.setState({ modal: null, queue: [] });
    return () => overlayStore.setState({ modal: null, queue: [] });
  },
  args: { user: partnerUser(partnerIds.vicente, familyGroup) },
} satisfies Meta<typeof GroupPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OwnerRemoveAsksFirst: Story = {
  name: 'Owner: removing asks first; cancelled, focus goes back to the button',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const members = within(within(canvasElement).getByRole('region', { name: 'Miembros' }));
    members.getByRole('checkbox', { name: 'Amparo Llopis Sanz' }).focus();
    await userEvent.keyboard(' ');
    const remove = members.getByRole('button', { name: 'Quitar del grupo a 1 persona' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('alertdialog', { name: '¿Quitar del grupo?' });
    await expect(dialog).toHaveTextContent('Vas a quitar del grupo a Amparo Llopis Sanz.');
    // Focus starts on cancel, the safe choice.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(remove).toHaveFocus());
    await expect(members.getByRole('checkbox', { name: 'Amparo Llopis Sanz' })).toBeChecked();
  },
};

export const OwnerValidatesPending: Story = {
  name: 'Owner: "enter code" opens i-validate-add-partner-to-group; Escape gives focus back',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const open = within(canvasElement).getByRole('button', { name: 'Introducir código de Rosa Ferrando Llopis' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: 'Confirma el nuevo miembro' });
    await expect(overlayStore.getState().modal).toEqual({ identifier: MODAL_IDS.validateAddPartnerToGroup, viewed: false });
    await expect(dialog).toHaveTextContent('Hemos enviado un código al correo de Rosa Ferrando Llopis.');
    await waitFor(() => expect(within(dialog).getByLabelText('Código de confirmación')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(overlayStore.getState().modal).toEqual({ identifier: MODAL_IDS.validateAddPartnerToGroup, viewed: true });
    await waitFor(() => expect(open).toHaveFocus());
  },
};

export const NoGroup: Story = {
  name: 'A partner in no group: the create form',
  globals: { viewport: { value: 'mobile' } },
  args: { user: partnerUser(2040, null) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: 'Crear un grupo' })).toBeInTheDocument();
    await expect(within(canvasElement).getByText(/Cada persona que añadas recibirá un código/)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  name: 'The group is being read',
  globals: { viewport: { value: 'mobile' } },
  // No answer in the cache for this group: the read never settles.
  args: { user: partnerUser(partnerIds.vicente, { id: 99, name: 'Familia Ferrando' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Cargando tu grupo…')).toBeInTheDocument();
  },
};

export const InvitedDeclineAsksFirst: Story = {
  name: 'Invited (pendingGroup): the invitation instead of the create form; declining asks first',
  globals: { viewport: { value: 'mobile' } },
  args: { user: partnerUser(partnerIds.rosa, null, familyGroup) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Te han invitado a un grupo' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Crear un grupo' })).toBeNull();
    const decline = canvas.getByRole('button', { name: 'Rechazar la invitación' });
    decline.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('alertdialog', { name: '¿Rechazar la invitación?' });
    await expect(dialog).toHaveTextContent('No entrarás en el grupo «Familia Ferrando».');
    // Focus starts on cancel, the safe choice; cancelled, it goes back to the button.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    await expect(within(dialog).getByRole('button', { name: 'Rechazar' })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(decline).toHaveFocus());
  },
};
