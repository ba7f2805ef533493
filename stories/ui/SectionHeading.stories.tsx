import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SectionHeading } from '../../src/ui';

/** What SectionHeading is for, when to use it, and its accessibility: the docs page's description. */
const guidelines = `The title of a campaign section, with an optional line above (\`eyebrow\`, e.g. the season) and a subtitle.

**Use it** for each section of the home and the pass pages. With \`id\`, the campaign menu can scroll to it.

**Accessibility.** An \`hgroup\`: only the title is a heading (h2 by default), the other lines are paragraphs. With \`id\` the heading can take focus (\`tabindex="-1"\`), so after the menu scrolls to it, keyboard and screen-reader users are there too.`;

const meta = {
  title: 'ui/SectionHeading',
  component: SectionHeading,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: guidelines } } },
  args: { title: 'Tipos de abono', id: 'tipos-de-abono' },
} satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Section title (h2, anchor)',
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2, name: 'Tipos de abono' });
    await expect(heading).toHaveAttribute('id', 'tipos-de-abono');
    // The campaign menu can move focus to the section after scrolling; Tab does not stop here.
    await expect(heading).toHaveAttribute('tabindex', '-1');
    heading.focus();
    await expect(heading).toHaveFocus();
    // Clear of the sticky header when scrolled into view.
    await expect(parseFloat(getComputedStyle(heading).scrollMarginTop)).toBeGreaterThan(0);
  },
};

export const Levels: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <SectionHeading {...args} level={1} id="nivel-1" title="Campaña de abonos 25/26" />
      <SectionHeading {...args} level={2} id="nivel-2" title="Ventajas" />
      <SectionHeading {...args} level={3} id="nivel-3" title="Abono Club" />
      <SectionHeading {...args} level={4} id="nivel-4" title="Formas de pago" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [level, name] of [
      [1, 'Campaña de abonos 25/26'],
      [2, 'Ventajas'],
      [3, 'Abono Club'],
      [4, 'Formas de pago'],
    ] as const) {
      await expect(canvas.getByRole('heading', { level, name })).toBeInTheDocument();
    }
  },
};

export const WithEyebrowAndSubtitle: Story = {
  name: 'With eyebrow and subtitle',
  args: {
    eyebrow: 'Temporada 25/26',
    title: '¿Qué tipo de abonado eres?',
    subtitle: 'Elige el abono que mejor encaja contigo y disfruta de toda la temporada en el pabellón.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Eyebrow and subtitle are not part of the heading's name.
    await expect(canvas.getByRole('heading', { level: 2, name: '¿Qué tipo de abonado eres?' })).toBeInTheDocument();
    await expect(canvas.getByText('Temporada 25/26')).toBeInTheDocument();
    await expect(canvas.getByText(/Elige el abono/)).toBeInTheDocument();
  },
};

export const WithoutId: Story = {
  name: 'Without anchor',
  args: { id: undefined, title: 'Testimonios' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: 'Testimonios' });
    await expect(heading).not.toHaveAttribute('id');
    await expect(heading).not.toHaveAttribute('tabindex');
  },
};

export const Centered: Story = {
  args: { align: 'center', eyebrow: 'Lo que dicen nuestros abonados', title: 'Testimonios', id: 'testimonios' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: 'Testimonios' });
    await expect(getComputedStyle(heading).textAlign).toBe('center');
  },
};

export const LongTitleOnMobile: Story = {
  name: 'Long title on a 375 px phone',
  globals: { viewport: { value: 'mobile' } },
  args: { title: 'Calendario de pagos y formas de pago para abonados nuevos y renovaciones', subtitle: 'Domiciliación en tres plazos, pago único o fraccionado.' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading');
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
