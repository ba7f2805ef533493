import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { alertQueueExpired } from '../../../src/features/queue/tracker';
import { OverlayHost, overlayStore } from '../../../src/ui';

/** What the member sees at home when the permission lapsed and the server said leave (§8). */
function ExpiredAtHome() {
  const { t } = useTranslation();
  return (
    <>
      <button type="button" onClick={() => void alertQueueExpired(t('QUEUE.EXPIRED'))}>
        Agotar el permiso
      </button>
      <OverlayHost />
    </>
  );
}

const meta = {
  title: 'features/queue/QueueExpiredAlert',
  component: ExpiredAtHome,
  beforeEach: () => {
    const initial = overlayStore.getState();
    return () => overlayStore.setState(initial, true);
  },
} satisfies Meta<typeof ExpiredAtHome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expired: Story = {
  name: 'Expired: the timer alert with the §8 text, closed by keyboard',
  play: async ({ canvasElement }) => {
    const expire = within(canvasElement).getByRole('button', { name: 'Agotar el permiso' });
    expire.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(
      'Debido a inactividad tu sesión para el proceso de compra ha expirado. Por favor vuelve a iniciar un nuevo proceso de compra',
    );
    await expect(dialog).toHaveAttribute('data-alert-type', 'timer');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
