import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Loader } from '../../src/ui';

/** What Loader is for, when to use it, and its accessibility: the docs page's description. */
const guidelines = `A full-screen loader with a text ("Cargando..." by default) for work the member must wait for and must not interrupt: the login call, the payment redirect. Features use \`loader.show(text?)\` and \`loader.hide()\` (see **ui/OverlayHost**); nested show/hide pairs keep it up until the last hide.

**Loader vs Spinner.** The Loader blocks the whole page. A **Spinner** sits inline where the content will appear, and the rest of the page stays usable: prefer it whenever the member could do something else meanwhile.

**Accessibility.** A modal Radix dialog: focus and screen readers stay off the page underneath, and Escape or a click outside does nothing. It is \`aria-busy\` and its text is a polite \`status\` that also names it. Focus returns to where it was when it closes.`;

const meta = {
  title: 'ui/Loader',
  component: Loader,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: guidelines }, story: { inline: false, iframeHeight: 480 } } },
  args: { open: true },
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const DefaultText: Story = {
  name: "Default text 'Cargando...'",
  play: async () => {
    const status = await body().findByRole('status');
    await expect(status).toHaveTextContent('Cargando...');
    await expect(body().getByRole('dialog', { name: 'Cargando...' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const CustomText: Story = {
  name: 'Custom text, cannot be dismissed',
  args: { text: 'Procesando el pago...' },
  play: async () => {
    await expect(await body().findByRole('status')).toHaveTextContent('Procesando el pago...');
    await userEvent.keyboard('{Escape}');
    await expect(body().getByRole('dialog', { name: 'Procesando el pago...' })).toBeInTheDocument();
  },
};
