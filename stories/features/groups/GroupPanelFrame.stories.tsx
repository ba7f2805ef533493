import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GroupPanelFrame, GroupStatusView } from '../../../src/features/groups/components/GroupPanelFrame';
import { profileColumn } from './fixtures';

const retry = fn();

const meta = {
  title: 'features/groups/GroupPanelFrame',
  component: GroupPanelFrame,
  decorators: [profileColumn],
  parameters: { layout: 'padded', route: '/abonado/perfil' },
  globals: { viewport: { value: 'mobile' } },
  args: { children: <GroupStatusView status="loading" /> },
} satisfies Meta<typeof GroupPanelFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  name: 'Reading the group: the spinner',
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Mi grupo' });
    await expect(within(panel).getByText('Cargando tu grupo…')).toBeInTheDocument();
  },
};

export const ReadFailed: Story = {
  name: 'The read failed: the error and a retry, by keyboard',
  args: { children: <GroupStatusView status="error" message="Ha fallado la conexión con el club. Inténtalo de nuevo." onRetry={retry} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No hemos podido cargar tu grupo');
    canvas.getByRole('button', { name: 'Reintentar' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(retry).toHaveBeenCalled();
  },
};

export const NotFound: Story = {
  name: 'The group is gone (404): the error and a retry',
  args: {
    children: (
      <GroupStatusView status="error" message="No encontramos tu grupo: puede que se haya disuelto o que ya no formes parte de él." onRetry={retry} />
    ),
  },
};

export const Notice: Story = {
  name: 'A result announced at the top and focused (after a save)',
  args: {
    notice: { id: 1, tone: 'success', text: 'Hemos quitado del grupo a Amparo Llopis Sanz y Rosa Ferrando Llopis.', focus: true },
    children: null,
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByText(/Hemos quitado del grupo/).closest('[role="status"]');
    await waitFor(() => expect(status).toHaveFocus());
  },
};
