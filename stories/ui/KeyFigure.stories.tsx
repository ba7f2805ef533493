import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { KeyFigure, KeyFigureList } from '../../src/ui';

/** What KeyFigure is for, when to use it, and its accessibility: the docs page's description. */
const guidelines = `One figure with its label (paid, next charge, credits, attendance), in a **KeyFigureList**: figures side by side, as many per row as fit (an auto-fit grid; a single column when a phone is too narrow for two).

**Tones.** \`default\`, \`positive\`, \`negative\`: they colour the value and the side mark. The colour is never the only cue: the caller's \`hint\` (or the value) says it in words ("Pendiente de pago").

**vs its neighbours.** **DetailList** is for several term and value pairs read as a list (a member's data, a seat); KeyFigure is for the few numbers a reader scans first. Put them in a **SummaryCard** on a dashboard.

**Accessibility.** A \`<dl>\`: each figure is a \`<dt>\` label and a \`<dd>\` with the value and its hint, read in that order. Values and hints are text (no colour-only meaning) and reach 4.5:1 on the tinted panel in both themes. \`label\` on the list names it (a \`group\` around the \`<dl>\`) when no heading above does.`;

const meta = {
  title: 'ui/KeyFigure',
  component: KeyFigure,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: guidelines } } },
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'positive', 'negative'] } },
  args: { label: 'Pagado', value: '240,00 €' },
  render: (args) => (
    <KeyFigureList>
      <KeyFigure {...args} />
    </KeyFigureList>
  ),
} satisfies Meta<typeof KeyFigure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pairs a screen reader gets: each term with its definition's text. */
const pairsOf = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('dl > div')].map((item) => [item.querySelector('dt')?.textContent, item.querySelector('dd')?.textContent]);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(pairsOf(canvasElement)).toEqual([['Pagado', '240,00 €']]);
    await expect(within(canvasElement).getByRole('term')).toHaveTextContent('Pagado');
  },
};

export const WithHint: Story = {
  args: { label: 'Próximo cargo', value: '60,00 €', hint: 'El 1 de diciembre' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('definition')).toHaveTextContent('60,00 €El 1 de diciembre');
  },
};

export const Positive: Story = {
  args: { label: 'Asistencia', value: '15 de 17', hint: 'Más que la temporada pasada', tone: 'positive' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('15 de 17')).toBeVisible();
    await expect(within(canvasElement).getByText('Más que la temporada pasada')).toBeVisible();
  },
};

export const Negative: Story = {
  name: 'Negative (said in words)',
  args: { label: 'Recibo de noviembre', value: '60,00 €', hint: 'Pendiente de pago', tone: 'negative' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The words carry the meaning; the colour only repeats it.
    await expect(canvas.getByRole('definition')).toHaveTextContent('Pendiente de pago');
    const value = canvas.getByText('60,00 €');
    await expect(getComputedStyle(value).color).not.toBe(getComputedStyle(canvas.getByRole('term')).color);
  },
};

function FourFigures() {
  return (
    <KeyFigureList label="Resumen de la temporada">
      <KeyFigure label="Pagado" value="240,00 €" />
      <KeyFigure label="Próximo cargo" value="60,00 €" hint="El 1 de diciembre" />
      <KeyFigure label="Créditos" value="3" hint="Caducan el 30 de junio" tone="positive" />
      <KeyFigure label="Asistencia" value="4 de 17" hint="Por debajo del mínimo para renovar" tone="negative" />
    </KeyFigureList>
  );
}

/** Rows the figures fall into, by their top edge. */
const rowsOf = (canvasElement: HTMLElement) =>
  new Set([...canvasElement.querySelectorAll('dl > div')].map((item) => Math.round(item.getBoundingClientRect().top))).size;

export const ListDesktop: Story = {
  name: 'List of four, desktop',
  globals: { viewport: { value: 'desktop' } },
  render: () => <FourFigures />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Resumen de la temporada' })).toBeInTheDocument();
    await expect(pairsOf(canvasElement)).toHaveLength(4);
    await expect(rowsOf(canvasElement)).toBe(1);
  },
};

export const ListMobile: Story = {
  name: 'List of four, mobile',
  globals: { viewport: { value: 'mobile' } },
  render: () => <FourFigures />,
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl');
    if (!list) throw new Error('no list');
    // Two per row on a 375 px phone, nothing overflowing sideways.
    await expect(rowsOf(canvasElement)).toBe(2);
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

export const LongTexts: Story = {
  name: 'Long texts wrap',
  globals: { viewport: { value: 'mobile' } },
  args: {
    label: 'Aportación extraordinaria a la Fundación',
    value: '1.234.567,89 €',
    hint: 'Corresponsabilidadesinstitucionales incluidas en el recibo',
  },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl');
    if (!list) throw new Error('no list');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
