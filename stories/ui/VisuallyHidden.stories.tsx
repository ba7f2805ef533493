import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from '../../src/ui';

/** What VisuallyHidden is for, when to use it, and its accessibility: the docs page's description. */
const guidelines = `Text for screen readers only: off screen, but read. For context a sighted reader gets from the layout: "(se abre en una pestaña nueva)", "Paso 1:", the card title added to "Saber más".

Do not hide focusable content with it (use **SkipLink** for a link that appears on focus).`;

const meta = {
  title: 'ui/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: guidelines } } },
  args: { children: '(se abre en una pestaña nueva)' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InsideALink: Story = {
  name: 'Extra words for a link',
  render: (args) => (
    <a href="https://www.acb.example/" target="_blank" rel="noopener noreferrer">
      Calendario de la liga <VisuallyHidden {...args} />
    </a>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Part of the accessible name...
    const link = canvas.getByRole('link', { name: 'Calendario de la liga (se abre en una pestaña nueva)' });
    await expect(link).toBeInTheDocument();
    // ...but takes no room on screen.
    const hidden = canvas.getByText('(se abre en una pestaña nueva)');
    const box = hidden.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1);
    await expect(box.height).toBeLessThanOrEqual(1);
  },
};

export const IconButtonLabel: Story = {
  name: 'Label of an icon-only button',
  args: { children: 'Cerrar aviso' },
  render: (args) => (
    <button type="button">
      <span aria-hidden="true">✕</span>
      <VisuallyHidden {...args} />
    </button>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Cerrar aviso' })).toBeInTheDocument();
  },
};
