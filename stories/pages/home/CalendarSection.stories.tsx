import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CalendarSection } from '../../../src/features/campaign/components/home';
import { renewalPayment } from '../../../src/features/campaign/data/campaign';
import { expectNoHorizontalOverflow } from './layout';

const meta = {
  title: 'pages/home/8 CalendarSection',
  component: CalendarSection,
  parameters: { layout: 'fullscreen', route: '/' },
  args: { season: '25/26' },
} satisfies Meta<typeof CalendarSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

export const Default: Story = {
  name: 'Renewal, new members and payment methods',
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Calendario y formas de pago' });
    await expect(region).toHaveAttribute('id', 'calendario');
    // Headings in order: h2, then h3 per plan, h4 per option.
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Renovación',
      'Nuevos abonados',
      'Formas de pago',
    ]);

    // Renewal by direct debit: a real table, one row per instalment.
    await expect(canvas.getByRole('heading', { level: 4, name: 'Domiciliación en 3 plazos' })).toBeInTheDocument();
    const table = canvas.getByRole('table', { name: 'Plazos de la domiciliación: fecha de cargo e importe' });
    await expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Plazo', 'Fecha de cargo', 'Importe']);
    const rows = rowsOf(table);
    await expect(rows).toHaveLength(renewalPayment.directDebit.length);
    await expect(rows[0]).toHaveTextContent('125 de junio40 %');
    await expect(rows[1]).toHaveTextContent('218 de julio40 %');
    await expect(rows[2]).toHaveTextContent('318 de agosto20 %');
    // Dates are machine-readable too.
    await expect(within(rows[0] as HTMLElement).getByText('25 de junio')).toHaveAttribute('dateTime', '2025-06-25');
    await expect(region).toHaveTextContent('Solicítala antes del 23 de junio.');
    await expect(region).toHaveTextContent('Antes del 25 de junio, con tarjeta: en la web o en la oficina del club.');
    await expect(region).toHaveTextContent('no pagues nada hasta octubre.');

    // New members: a dated timeline, in date order.
    const timeline = canvas.getAllByRole('list').find((list) => list.tagName === 'OL') as HTMLElement;
    const milestones = within(timeline).getAllByRole('listitem');
    await expect(milestones[0]).toHaveTextContent('Desde el 23 de junioAltas de quienes están en la lista de prerreserva.');
    await expect(milestones[1]).toHaveTextContent('Desde el 25 de junioAltas de nuevos abonados');
    await expect(region).toHaveTextContent('el 50 % al darte de alta y el 50 % restante domiciliado el 10 de septiembre.');
    await expect(within(milestones[1] as HTMLElement).getByText('25 de junio')).toHaveAttribute('dateTime', '2025-06-25');

    // Payment methods.
    const methods = canvas.getByRole('heading', { level: 3, name: 'Formas de pago' }).nextElementSibling as HTMLElement;
    await expect(within(methods).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Efectivo',
      'Tarjeta de crédito',
      'Entidad bancaria',
    ]);
  },
};

export const Phone: Story = {
  name: 'On a 375 px phone',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The instalments table fits the phone: no sideways scrolling, every column visible.
    const table = canvas.getByRole('table');
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    for (const cell of within(table).getAllByRole('cell')) await expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth);
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const NextSeason: Story = {
  name: 'Another season: the dates move with it',
  globals: { viewport: { value: 'mobile' } },
  args: { season: '26/27' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getByText('25 de junio')).toHaveAttribute('dateTime', '2026-06-25');
  },
};

export const English: Story = {
  name: 'In English',
  globals: { viewport: { value: 'desktop' }, locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Direct debit instalments: charge date and amount' });
    await expect(rowsOf(table)[0]).toHaveTextContent('1June 2540%');
    await expect(canvas.getByRole('region')).toHaveTextContent('Pay in easy instalments and nothing until October.');
  },
};

export const French: Story = {
  name: 'In French',
  globals: { viewport: { value: 'mobile' }, locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(rowsOf(canvas.getByRole('table'))[1]).toHaveTextContent('218 juillet40 %');
    await expect(canvas.getByRole('region')).toHaveTextContent('À partir du 23 juin');
    await expectNoHorizontalOverflow(canvasElement);
  },
};
