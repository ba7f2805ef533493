import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InvitationView, type InvitationViewProps, type JoinResult } from '../../../src/features/groups/components/InvitationView';
import { declineOutcome, invitationTokenOutcome } from '../../../src/features/groups/errors';
import { ApiError } from '../../../src/lib/http';
import { familyGroup, httpError, inGroupPanel } from './fixtures';

/** A partner added to "Familia Ferrando" who has not confirmed yet (users/extended `partner.pendingGroup`). */
const meta = {
  title: 'features/groups/InvitationView',
  component: InvitationView,
  decorators: [inGroupPanel],
  parameters: { layout: 'padded', route: '/abonado/perfil' },
  args: {
    group: { name: familyGroup.name, type: familyGroup.type },
    onJoin: fn(),
    joining: false,
    onDecline: fn(),
    declining: false,
    onRetryDecline: fn(),
  },
} satisfies Meta<typeof InvitationView>;

export default meta;
type Story = StoryObj<typeof meta>;

const tokenField = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('Código de confirmación');

export const Empty: Story = {
  name: 'Invitation: empty; the code typed and sent by keyboard',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Te han invitado a un grupo' })).toBeInTheDocument();
    await expect(canvasElement).toHaveTextContent('Te han añadido al grupo «Familia Ferrando» (familia).');
    const field = tokenField(canvasElement);
    field.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('Este campo es obligatorio.')));
    await expect(args.onJoin).not.toHaveBeenCalled();
    await userEvent.keyboard(' k7m2p9qrst {Enter}');
    await waitFor(() => expect(args.onJoin).toHaveBeenCalledWith('k7m2p9qrst'));
  },
};

export const WrongToken: Story = {
  name: '400: wrong token, on the field',
  globals: { viewport: { value: 'mobile' } },
  args: { joinResult: { id: 1, outcome: invitationTokenOutcome(httpError(400, 'group-token-invalid')) } },
  play: async ({ canvasElement }) => {
    const field = tokenField(canvasElement);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(field).toHaveAccessibleDescription(expect.stringContaining('El código no es correcto.'));
    await waitFor(() => expect(field).toHaveFocus());
  },
};

export const Expired: Story = {
  name: '457: the code has expired; only an owner can have a new one sent',
  globals: { viewport: { value: 'mobile' } },
  args: { joinResult: { id: 1, outcome: invitationTokenOutcome(httpError(457, 'group-token-expired')) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('El código ha caducado: solo vale 48 horas. Pide a un titular del grupo que te quite y te vuelva a añadir');
    // No way on of the owner's here: the invited partner can only wait for a new code, or decline.
    await expect(within(alert).queryByRole('button')).toBeNull();
    canvas.getByRole('button', { name: 'Rechazar la invitación' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDecline).toHaveBeenCalledTimes(1);
  },
};

/** The view with a join call that never gets an answer: what the member typed stays, and retry sends it again. */
function FailingJoin(props: InvitationViewProps) {
  const [result, setResult] = useState<JoinResult | null>(null);
  return (
    <InvitationView
      {...props}
      joinResult={result}
      onJoin={(token) => {
        props.onJoin(token);
        setResult({ id: (result?.id ?? 0) + 1, outcome: invitationTokenOutcome(new ApiError('network', 'groups/validate-token/7')) });
      }}
    />
  );
}

export const ConnectionFailure: Story = {
  name: 'No answer: the connection text, nothing typed lost, try again',
  globals: { viewport: { value: 'mobile' } },
  render: (args) => <FailingJoin {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = tokenField(canvasElement);
    field.focus();
    await userEvent.keyboard('K7M2P9QRST{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No hemos podido conectar con el club. Lo que has escrito sigue aquí');
    await expect(field).toHaveValue('K7M2P9QRST');
    within(alert).getByRole('button', { name: 'Reintentar' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onJoin).toHaveBeenCalledTimes(2));
    await expect(args.onJoin).toHaveBeenLastCalledWith('K7M2P9QRST');
  },
};

export const DeclineFailed: Story = {
  name: 'Declining got no answer: try again (without asking again)',
  globals: { viewport: { value: 'mobile' } },
  args: { declineOutcome: declineOutcome(new ApiError('network', 'groups/leave/7')) },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('No hemos podido rechazar la invitación. Inténtalo de nuevo.');
    within(alert).getByRole('button', { name: 'Reintentar' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetryDecline).toHaveBeenCalledTimes(1);
    await expect(args.onDecline).not.toHaveBeenCalled();
  },
};
