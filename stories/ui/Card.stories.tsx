import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { Card, CardGrid, type CardProps } from '../../src/ui';

/** The four cards of the home page ("¿Qué tipo de abonado eres?"), prices of spec §9. */
const passes: CardProps[] = [
  {
    title: 'Abono adulto',
    subtitle: 'Toda la temporada en casa',
    description: '34 partidos: 17 de la liga masculina, 15 de la liga femenina y 2 de presentación.',
    price: 240,
    imgUrl: '/img/campaign/pase-adulto.svg',
    href: '/abonos/adulto',
  },
  {
    title: 'Abono oro',
    subtitle: 'Tu experiencia tiene premio',
    ageRestriction: '65 años o más',
    description: 'Un 20 % de descuento para los nacidos antes de 1960.',
    price: 192,
    imgUrl: '/img/campaign/pase-oro.svg',
    href: '/abonos/oro',
  },
  {
    title: 'Abono joven',
    subtitle: 'Tu precio según tu edad',
    ageRestriction: 'De 14 a 30 años',
    description: '147,50 € de 14 a 16 años, 160 € de 17 a 22 y 170 € de 23 a 30.',
    price: 147.5,
    imgUrl: '/img/campaign/pase-joven.svg',
    href: '/abonos/joven',
  },
  {
    title: 'Abono familiar',
    subtitle: 'Ejemplo: 1 adulto y 1 niño',
    ageRestriction: '',
    description: 'El 2.º adulto tiene un 20 % de descuento; del 3.º en adelante, un 30 %; los menores de 16 años, un 50 %.',
    price: 360,
    imgUrl: '/img/campaign/pase-familiar.svg',
    href: '/abonos/familiar',
  },
];
const [adult, gold, youth, family] = passes as [CardProps, CardProps, CardProps, CardProps];

/** What Card is for, when to use it, and its accessibility: the docs page's description. */
const guidelines = `A pass-type card: image, title, subtitle, age range, description, "from" price (formatted for the current language) and one action.

**Use it** in a **CardGrid** for the four pass types. For a quotation use **TestimonyCard**; for a wide promotion, **Banner**.

**Accessibility.** An \`article\` named by its title. One link, whose hit area covers the whole card; its name adds the title for screen readers ("Saber más, Abono joven"). Nothing else in the card is interactive. The image is decorative unless \`imgAlt\` is given.`;

const meta = {
  title: 'ui/Card',
  component: Card,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: guidelines } } },
  args: youth,
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Card {...args} />
    </div>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card's only link, named by its visible label plus the card title (hidden text, so spacing may vary). */
const actionOf = (canvasElement: HTMLElement, title: string, label = 'Saber más') =>
  within(canvasElement).getByRole('link', { name: new RegExp(`^${label}\\s*, ${title}$`) });

export const WithAgeRestriction: Story = {
  name: 'With age restriction (youth, 147,50 €)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Abono joven' });
    await expect(within(card).getByRole('heading', { level: 3, name: 'Abono joven' })).toBeInTheDocument();
    await expect(card).toHaveTextContent('De 14 a 30 años');
    await expect(canvas.getByText('147,50 €', { normalizer: (text) => text.replace(/\s+/g, ' ') })).toBeInTheDocument();
    await expect(card).toHaveTextContent('desde 147,50 €');
    await expect(actionOf(canvasElement, 'Abono joven')).toHaveAttribute('href', '/abonos/joven');
    // One action only: nothing else in the card is interactive.
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    const image = canvas.getByRole('presentation');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '400');
    await expect(image).toHaveAttribute('height', '240');
  },
};

export const WithoutAgeRestriction: Story = {
  name: 'Without age restriction (adult, 240 €)',
  // Meta args are merged in: drop the youth card's age explicitly.
  args: { ...adult, ageRestriction: undefined },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Abono adulto' });
    await expect(card).toHaveTextContent('desde 240 €');
    await expect(card).not.toHaveTextContent('240,00');
    // Subtitle, description and price: no empty paragraph for the missing age.
    await expect(card.querySelectorAll('p')).toHaveLength(3);
    for (const paragraph of card.querySelectorAll('p')) await expect(paragraph.textContent?.trim()).not.toBe('');
  },
};

export const EmptyAgeRestriction: Story = {
  name: 'Empty age restriction (family, 360 €)',
  args: family,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Abono familiar' });
    await expect(card.querySelectorAll('p')).toHaveLength(3);
    await expect(card).toHaveTextContent('desde 360 €');
  },
};

export const PriceInEnglish: Story = {
  name: 'Price in English',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveTextContent('from €147.50');
    await expect(actionOf(canvasElement, 'Abono joven', 'Learn more')).toBeInTheDocument();
  },
};

export const PriceInFrench: Story = {
  name: 'Price in French',
  args: gold,
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveTextContent('à partir de 192 €');
  },
};

export const LongTexts: Story = {
  args: {
    ...family,
    title: 'Abono familiar numeroso con acompañantes menores de siete años',
    subtitle: 'Para familias que quieren vivir juntas toda la temporada, partido a partido, en el pabellón',
    ageRestriction: 'Menores de 7 años: 25 € por abono; menores de 16 años: 50 % de descuento',
    description:
      'Promoción de la Fundación: 250 € por adulto y 125 € por niño. El 2.º adulto tiene un 20 % de descuento y del 3.º en adelante un 30 %. Los descuentos por discapacidad o desempleo (20 %) no se acumulan con los familiares. Consulta las condiciones en las oficinas del club.',
    price: 1250,
    actionLabel: 'Descubre todas las condiciones del abono familiar',
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card).toHaveTextContent('desde 1250 €');
    // Nothing overflows the card sideways.
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

export const WithRouterLink: Story = {
  name: 'Action rendered by the router',
  args: {
    renderLink: (href, label, className) => (
      <Link className={className} to={href}>
        {label}
      </Link>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(actionOf(canvasElement, 'Abono joven')).toHaveAttribute('href', '/abonos/joven');
  },
};

function FourCards() {
  return (
    <CardGrid>
      {passes.map((pass) => (
        <Card key={pass.href} {...pass} />
      ))}
    </CardGrid>
  );
}

async function expectFourCards(canvasElement: HTMLElement, sideBySide: boolean) {
  const canvas = within(canvasElement);
  const cards = canvas.getAllByRole('article');
  await expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual(passes.map((pass) => pass.title));
  await expect(canvas.getAllByRole('link')).toHaveLength(4);
  const tops = cards.map((card) => Math.round(card.getBoundingClientRect().top));
  if (sideBySide) await expect(new Set(tops).size).toBe(1);
  else await expect(new Set(tops).size).toBe(4);
  // The whole card answers a click: the middle of the picture belongs to the card's link.
  const image = cards[0]?.querySelector('img')?.getBoundingClientRect();
  if (!image) throw new Error('no image');
  const hit = document.elementFromPoint(image.left + image.width / 2, image.top + image.height / 2);
  await expect(hit).toBe(actionOf(canvasElement, 'Abono adulto'));
}

export const FourCardsDesktop: Story = {
  name: 'Four home cards, desktop',
  globals: { viewport: { value: 'desktop' } },
  render: () => <FourCards />,
  play: async ({ canvasElement }) => expectFourCards(canvasElement, true),
};

export const FourCardsMobile: Story = {
  name: 'Four home cards, mobile',
  globals: { viewport: { value: 'mobile' } },
  render: () => <FourCards />,
  play: async ({ canvasElement }) => expectFourCards(canvasElement, false),
};
