import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TokenModal } from '../../../src/features/groups/components/TokenModal';
import { changeOutcome, tokenOutcome } from '../../../src/features/groups/errors';
import { ApiError } from '../../../src/lib/http';
import { httpError } from './fixtures';

const meta = {
  title: 'features/groups/TokenModal',
  component: TokenModal,
  parameters: { layout: 'fullscreen', route: '/abonado/perfil' },
  args: {
    open: true,
    memberName: 'Rosa Ferrando Llopis',
    onSubmit: fn(),
    onClose: fn(),
    submitting: false,
    onRemoveAndAddAgain: fn(),
  },
} satisfies Meta<typeof TokenModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog', { name: 'Confirma el nuevo miembro' });

export const Empty: Story = {
  name: 'i-validate-add-partner-to-group: empty, the code typed and sent by keyboard',
  play: async ({ args }) => {
    const field = within(dialog()).getByLabelText('Código de confirmación');
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('Este campo es obligatorio.')));
    await userEvent.keyboard(' k7m2p9qrst {Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('k7m2p9qrst'));
  },
};

export const Expired: Story = {
  name: '457: the token has expired; remove and add again, by keyboard',
  globals: { viewport: { value: 'mobile' } },
  args: { result: { id: 1, outcome: tokenOutcome(httpError(457, 'group-token-expired')) } },
  play: async ({ args }) => {
    // The dialog first puts focus on the code field.
    await waitFor(() => expect(within(dialog()).getByLabelText('Código de confirmación')).toHaveFocus());
    const alert = within(dialog()).getByRole('alert');
    await expect(alert).toHaveTextContent('El código ha caducado: solo vale 48 horas. Para que Rosa Ferrando Llopis reciba uno nuevo');
    within(alert).getByRole('button', { name: 'Quitar y volver a añadir' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemoveAndAddAgain).toHaveBeenCalledTimes(1);
  },
};

export const WrongToken: Story = {
  name: '400: wrong token, on the field',
  globals: { viewport: { value: 'mobile' } },
  args: { result: { id: 1, outcome: tokenOutcome(httpError(400, 'group-token-invalid')) } },
  play: async () => {
    const field = within(dialog()).getByLabelText('Código de confirmación');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(field).toHaveAccessibleDescription(expect.stringContaining('El código no es correcto.'));
    await waitFor(() => expect(field).toHaveFocus());
  },
};

export const Failed: Story = {
  name: 'No answer: generic, try again',
  globals: { viewport: { value: 'mobile' } },
  args: { result: { id: 1, outcome: tokenOutcome(new ApiError('network', 'groups/validate-token/7')) } },
  play: async () => {
    await expect(within(dialog()).getByRole('alert')).toHaveTextContent('No hemos podido conectar con el club.');
  },
};

export const RemoveFailed: Story = {
  name: '457, then removing the member failed',
  globals: { viewport: { value: 'mobile' } },
  args: {
    result: { id: 1, outcome: tokenOutcome(httpError(457)) },
    removeOutcome: changeOutcome('remove', httpError(500)),
  },
  play: async () => {
    const alerts = within(dialog()).getAllByRole('alert');
    await expect(alerts.at(-1)).toHaveTextContent('No hemos podido hacer el cambio en el grupo.');
  },
};

export const Later: Story = {
  name: 'Closed with "later" or Escape',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ args }) => {
    await waitFor(() => expect(within(dialog()).getByLabelText('Código de confirmación')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};
