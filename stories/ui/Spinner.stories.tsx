import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from '../../src/ui';

/** What Spinner is for, when to use it, and its accessibility: the docs page's description. */
const guidelines = `An inline loading indicator with a text ("Cargando..." by default, GENERIC.LOADING), where the content will appear.

**Spinner vs Loader.** The Spinner leaves the page usable: a panel loading, the page popup loading, a seat being saved. The **Loader** covers and blocks the whole page: only for work the member must wait for (login, payment).

**Accessibility.** \`role="status"\`, announced politely; the wheel is hidden from screen readers and stops under reduced motion.`;

const meta = {
  title: 'ui/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: guidelines } } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultText: Story = {
  name: 'Default text (GENERIC.LOADING)',
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Cargando...');
    // Announced politely, the wheel itself is decoration.
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const CustomText: Story = {
  args: { text: 'Buscando tu asiento...' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Buscando tu asiento...');
    await expect(status).not.toHaveTextContent('Cargando...');
  },
};

export const EmptyText: Story = {
  name: 'Empty text (wheel only)',
  args: { text: '' },
  play: async ({ canvasElement }) => {
    // The app's Suspense fallback: a live region with no words yet.
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('');
  },
};

export const InEnglish: Story = {
  name: 'Default text in English',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).not.toHaveTextContent('Cargando...');
  },
};
