import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from '../../src/ui';

/** What SkipLink is for, when to use it, and its accessibility: the docs page's description. */
const guidelines = `"Saltar al contenido": the first link of every page, hidden until it gets keyboard focus, which jumps past the header and the menu to the page's \`<main>\`.

**Accessibility.** Visible on focus, with the focus ring. The target (\`targetId\`) must be focusable (\`tabindex="-1"\`) so focus really moves there.`;

const meta = {
  title: 'ui/SkipLink',
  component: SkipLink,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', docs: { description: { component: guidelines } } },
  args: { targetId: 'contenido' },
  render: (args) => (
    <div style={{ position: 'relative', minHeight: 240 }}>
      <SkipLink {...args} />
      <nav aria-label="Menú de la campaña" style={{ padding: 16 }}>
        <a href="/abonos">Abonos</a> · <a href="/ventajas">Ventajas</a>
      </nav>
      <main id="contenido" tabIndex={-1} style={{ padding: 16 }}>
        <h1>Contenido de la página</h1>
      </main>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HiddenUntilFocused: Story = {
  name: 'Hidden until focused, visible on Tab',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Saltar al contenido' });
    await expect(link).toHaveAttribute('href', '#contenido');
    // Off screen before it gets focus.
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
    // The first Tab stop of the page.
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await expect(link).toBeVisible();
    // Leaving it hides it again.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Abonos' })).toHaveFocus();
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
  },
};

export const CustomLabel: Story = {
  args: { label: 'Ir al formulario de alta', targetId: 'contenido' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Ir al formulario de alta' });
    await expect(link).toHaveAttribute('href', '#contenido');
  },
};

export const Focused: Story = {
  name: 'Focused (as seen by keyboard users)',
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Saltar al contenido' });
    link.focus();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
  },
};
