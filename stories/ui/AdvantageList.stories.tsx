import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-router-dom';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { AdvantageList, type AdvantageItem } from '../../src/ui';

const icon = (name: string) => `/img/campaign/ventaja-${name}.svg`;

/** The Club pass advantages (spec §2, §9); icons are decorative beside their text. */
const advantages: AdvantageItem[] = [
  { text: '<strong>Elige tu asiento</strong> libremente en el pabellón', image: icon('asiento'), alt: '' },
  { text: '<strong>34 partidos</strong>: liga masculina, liga femenina y presentación', image: icon('partidos'), alt: '' },
  { text: '<strong>5 % de descuento extra</strong> al renovar si vienes a todos los partidos', image: icon('descuento'), alt: '' },
  { text: 'Carné físico del abono por solo <strong>5 €</strong>', image: icon('camiseta'), alt: '' },
];

const linkItems: AdvantageItem[] = [
  {
    text: 'Promoción Embou Telecom: <strong>75 € de bono</strong> y una camiseta de regalo',
    image: icon('telefono'),
    alt: '',
    href: '/promo-embou',
  },
  {
    // A link inside the text of an item that is itself a link: the inner link is dropped, its text stays.
    text: 'Ventajas con <a href="https://caja.example/">Caja Rural Ribera</a>: consulta el folleto',
    image: icon('folleto'),
    alt: 'Folleto',
    href: '/docs/folleto-caja-rural.pdf',
  },
];

/** HTML texts are rendered by a part loaded on first use: wait until every item shows its text. */
const htmlTextsShown = (canvasElement: HTMLElement) =>
  waitFor(() => {
    for (const item of canvasElement.querySelectorAll('li')) expect(item.textContent?.trim()).not.toBe('');
  });

/** What AdvantageList is for, when to use it, and its accessibility: the docs page's description. */
const guidelines = `The advantages of a pass, each an icon and a short text (React content or sanitised CMS HTML), with a "Todas las ventajas" link under them.

**Use it** for the club pass section and the pass pages. An item with \`href\` becomes a link that opens in a new tab (the bank leaflet PDF, the telecom promotion). Hide "Todas las ventajas" with \`showAll={false}\`; the youth list is a shorter \`items\`, not a prop.

**Accessibility.** A list (\`ul\`); each icon has its \`alt\`. Links to a new tab say so to screen readers ("se abre en una pestaña nueva") and get \`rel="noopener noreferrer"\`. HTML in an item that is a link loses its own links (no link inside a link).`;

const meta = {
  title: 'ui/AdvantageList',
  component: AdvantageList,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: guidelines } } },
  args: { items: advantages, allHref: '/abonos/abono-club' },
} satisfies Meta<typeof AdvantageList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullList: Story = {
  play: async ({ canvasElement }) => {
    await htmlTextsShown(canvasElement);
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('Elige tu asiento libremente en el pabellón');
    await expect(items[0]?.querySelector('strong')).toHaveTextContent('Elige tu asiento');
    // Only the "Todas las ventajas" link: plain advantages are not links.
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Todas las ventajas' })).toHaveAttribute('href', '/abonos/abono-club');
  },
};

export const WithLinkItems: Story = {
  name: 'With link items (new tab)',
  args: { items: [...advantages, ...linkItems] },
  play: async ({ canvasElement }) => {
    await htmlTextsShown(canvasElement);
    const canvas = within(canvasElement);
    const promo = canvas.getByRole('link', { name: /^Promoción Embou Telecom/ });
    const leaflet = canvas.getByRole('link', { name: /^Folleto Ventajas con Caja Rural Ribera/ });
    for (const [link, href] of [
      [promo, '/promo-embou'],
      [leaflet, '/docs/folleto-caja-rural.pdf'],
    ] as const) {
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(/\(se abre en una pestaña nueva\)$/);
      await expect(link.querySelectorAll('a')).toHaveLength(0);
    }
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

export const AllAdvantagesHidden: Story = {
  name: '"Todas las ventajas" hidden',
  args: { showAll: false },
  play: async ({ canvasElement }) => {
    await htmlTextsShown(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.queryByRole('link', { name: 'Todas las ventajas' })).not.toBeInTheDocument();
  },
};

export const YouthList: Story = {
  name: 'Youth list (no free seat choice), router link',
  args: {
    items: advantages.slice(1),
    renderLink: (href, label, className) => (
      <Link className={className} to={href}>
        {label}
      </Link>
    ),
  },
  play: async ({ canvasElement }) => {
    await htmlTextsShown(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByText(/Elige tu asiento/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Todas las ventajas' })).toHaveAttribute('href', '/abonos/abono-club');
  },
};

export const OnMobile: Story = {
  name: 'With link items on a 375 px phone',
  args: { items: [...advantages, ...linkItems] },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await htmlTextsShown(canvasElement);
    const list = within(canvasElement).getByRole('list');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

export const TranslatedContent: Story = {
  name: 'Texts as React content (translations, no HTML sanitiser)',
  args: {
    items: [
      { content: <><strong>Elige tu asiento</strong> libremente en el pabellón</>, image: icon('asiento'), alt: '' },
      { content: <><strong>34 partidos</strong> de liga y presentación</>, image: icon('partidos'), alt: '' },
      { content: <>Promoción Embou: <strong>75 € de bono</strong></>, image: icon('telefono'), alt: '', href: '/promo-embou' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Drawn at once: nothing to load.
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Elige tu asiento libremente en el pabellón');
    await expect(canvas.getByRole('link', { name: /^Promoción Embou: 75 € de bono/ })).toHaveAttribute('target', '_blank');
  },
};

export const MaliciousHtml: Story = {
  name: 'Malicious HTML is neutralised',
  args: {
    items: [
      // alt="" keeps the payload about the handler (what is tested), not about a missing text alternative.
      { text: 'Ventaja <img src="data:," alt="" onerror="alert(1)"> con imagen', image: icon('camiseta'), alt: '' },
      { text: '<a href="javascript:alert(1)">Pulsa aquí</a> para tu regalo', image: icon('descuento'), alt: '' },
      { text: 'Texto<script>alert(1)</script> con script', image: icon('asiento'), alt: '' },
      {
        text: '<a href=" JavaScript:alert(1)">Enlace</a> <img src="data:," alt="" onerror="alert(1)">',
        image: icon('telefono'),
        alt: '',
        href: '/promo-embou',
      },
    ],
  },
  beforeEach() {
    const alert = spyOn(window, 'alert').mockImplementation(() => {});
    return () => alert.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await htmlTextsShown(canvasElement);
    // Give a surviving onerror the chance to run.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(window.alert).not.toHaveBeenCalled();
    await expect(canvasElement.querySelectorAll('[onerror]')).toHaveLength(0);
    await expect(canvasElement.querySelectorAll('script')).toHaveLength(0);
    for (const anchor of canvasElement.querySelectorAll('a')) {
      await expect(anchor.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
    }
    await expect(canvasElement).toHaveTextContent('Pulsa aquí para tu regalo');
  },
};
