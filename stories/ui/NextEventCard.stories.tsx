import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, ButtonLink, NextEventCard } from '../../src/ui';

/** What NextEventCard is for, when to use it, and its accessibility: the docs page's description. */
const guidelines = `The next event (a game) and what to do for it: an eyebrow saying what it is to the reader ("Próximo partido", "Hoy"), the title, when (a \`<time>\` with the ISO moment, the text already formatted by the caller), a few details (sector, row, seat), one big **primary action**, more actions as children, and a note (until when something can still be done).

**Emphasis.** \`today\` puts the eyebrow in a strong colour band and a stronger border: the event is happening today. The eyebrow's words say it as well ("Hoy").

**vs its neighbours.** A **SummaryCard** is a dashboard block with loading and failure states; put a NextEventCard inside one when the event is fetched, or on its own once known. A **Ticket** is the admission itself (the code to show at the gate); this card points to it.

**Accessibility.** A \`section\` landmark named by the eyebrow and the title ("Próximo partido Valencia Basket – Real Madrid"); the title is a heading (h2 by default). The primary link is full width on phones with a target of at least 44 px; every link and button shows the focus ring. Long team names and Spanish words wrap.`;

const meta = {
  title: 'ui/NextEventCard',
  component: NextEventCard,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: guidelines } } },
  argTypes: { emphasis: { control: 'inline-radio', options: ['default', 'today'] } },
  args: {
    eyebrow: 'Próximo partido',
    title: 'Valencia Basket – Real Madrid',
    dateTime: '2025-11-29T18:00:00+01:00',
    when: 'Sábado, 29 de noviembre, 18:00',
    details: [
      { term: 'Sector', value: 'Tribuna 104' },
      { term: 'Fila', value: '12' },
      { term: 'Asiento', value: '7' },
    ],
    primaryAction: { label: 'Mi carnet', href: '/area-privada/carnet' },
  },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <NextEventCard {...args} />
    </div>
  ),
} satisfies Meta<typeof NextEventCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardOf = (canvasElement: HTMLElement, name = 'Próximo partido Valencia Basket – Real Madrid') =>
  within(canvasElement).getByRole('region', { name });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = cardOf(canvasElement);
    await expect(within(card).getByRole('heading', { level: 2, name: 'Valencia Basket – Real Madrid' })).toBeInTheDocument();
    const time = card.querySelector('time');
    await expect(time).toHaveAttribute('dateTime', '2025-11-29T18:00:00+01:00');
    await expect(time).toHaveTextContent('Sábado, 29 de noviembre, 18:00');
    await expect(within(card).getAllByRole('term').map((term) => term.textContent)).toEqual(['Sector', 'Fila', 'Asiento']);
    await expect(within(card).getAllByRole('definition').map((value) => value.textContent)).toEqual(['Tribuna 104', '12', '7']);
    const primary = within(card).getByRole('link', { name: 'Mi carnet' });
    await expect(primary).toHaveAttribute('href', '/area-privada/carnet');
    await expect(primary.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

const onRelease = fn();

export const WithMoreActionsAndNote: Story = {
  name: 'More actions and a note',
  args: {
    note: 'Puedes liberarlo o cederlo hasta el sábado a las 17:00.',
    children: (
      <>
        <Button variant="secondary" onClick={onRelease}>
          Liberar mi asiento
        </Button>
        <ButtonLink variant="secondary" href="/area-privada/ceder">
          Ceder mi asiento
        </ButtonLink>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    onRelease.mockClear();
    const card = cardOf(canvasElement);
    await userEvent.click(within(card).getByRole('button', { name: 'Liberar mi asiento' }));
    await expect(onRelease).toHaveBeenCalledTimes(1);
    await expect(within(card).getByRole('link', { name: 'Ceder mi asiento' })).toHaveAttribute('href', '/area-privada/ceder');
    // The note comes after the actions, in reading order.
    const note = within(card).getByText('Puedes liberarlo o cederlo hasta el sábado a las 17:00.');
    await expect(within(card).getByRole('link', { name: 'Mi carnet' }).compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Keyboard: the main link first, then the others in order, each with a visible focus ring.
    (document.activeElement as HTMLElement | null)?.blur();
    for (const name of ['Mi carnet', 'Liberar mi asiento', 'Ceder mi asiento']) {
      await userEvent.tab();
      const focused = document.activeElement as HTMLElement;
      await expect(focused).toHaveAccessibleName(name);
      await expect(getComputedStyle(focused).outlineStyle).toBe('solid');
    }
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Today: Story = {
  name: 'Today (colour band)',
  args: { eyebrow: 'Hoy', emphasis: 'today' },
  play: async ({ canvasElement }) => {
    const card = cardOf(canvasElement, 'Hoy Valencia Basket – Real Madrid');
    const band = within(card).getByText('Hoy');
    // The band is a filled colour, not the card's surface.
    await expect(getComputedStyle(band).backgroundColor).not.toBe(getComputedStyle(card).backgroundColor);
  },
};

export const Minimal: Story = {
  name: 'No details, no actions',
  args: { details: undefined, primaryAction: undefined, headingLevel: 3 },
  play: async ({ canvasElement }) => {
    const card = cardOf(canvasElement);
    await expect(within(card).getByRole('heading', { level: 3 })).toBeInTheDocument();
    await expect(card.querySelector('dl')).toBeNull();
    await expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  },
};

export const RouterLink: Story = {
  name: 'Primary action rendered by the router',
  args: {
    renderLink: (href, label, className) => (
      <Link className={className} to={href}>
        {label}
      </Link>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(cardOf(canvasElement)).getByRole('link', { name: 'Mi carnet' })).toHaveAttribute('href', '/area-privada/carnet');
  },
};

export const MobileFullWidth: Story = {
  name: 'Mobile: full-width primary action, long names wrap',
  globals: { viewport: { value: 'mobile' } },
  args: {
    title: 'Club Baloncesto Ribera Alta – Unicaja Baloncesto Málaga Internacionalizacióndelacompetición',
    note: 'Puedes liberarlo o cederlo hasta el sábado a las 17:00.',
    children: <ButtonLink variant="secondary" href="/area-privada/ceder">Ceder mi asiento</ButtonLink>,
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    const primary = within(card).getByRole('link', { name: 'Mi carnet' }).getBoundingClientRect();
    const body = within(card).getByRole('heading').getBoundingClientRect();
    // As wide as the card's content.
    await expect(Math.round(primary.width)).toBe(Math.round(body.width));
  },
};

export const DesktopRow: Story = {
  name: 'Desktop: actions in a row',
  globals: { viewport: { value: 'desktop' } },
  args: { children: <ButtonLink variant="secondary" href="/area-privada/ceder">Ceder mi asiento</ButtonLink> },
  play: async ({ canvasElement }) => {
    const card = cardOf(canvasElement);
    const primary = within(card).getByRole('link', { name: 'Mi carnet' }).getBoundingClientRect();
    const other = within(card).getByRole('link', { name: 'Ceder mi asiento' }).getBoundingClientRect();
    // Side by side: both on one line (centred on it).
    await expect(Math.round(primary.top + primary.height / 2)).toBe(Math.round(other.top + other.height / 2));
    await expect(other.left).toBeGreaterThan(primary.right);
  },
};
