import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PassTypesSection } from '../../../src/features/campaign/components/home';
import { PASS_CARD_SLUGS, prices } from '../../../src/features/campaign/data/campaign';
import { formatPrice } from '../../../src/ui';
import { expectNoHorizontalOverflow } from './layout';

const meta = {
  title: 'pages/home/5 PassTypesSection',
  component: PassTypesSection,
  parameters: { layout: 'fullscreen', route: '/' },
  args: { season: '25/26' },
} satisfies Meta<typeof PassTypesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const CARD_TITLES = { adulto: 'Abono adulto', oro: 'Abono oro', joven: 'Abono joven', familiar: 'Abono familiar' } as const;

export const Default: Story = {
  name: 'Four passes, "desde" prices',
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: '¿Qué tipo de abonado eres?' });
    await expect(region).toHaveAttribute('id', 'tipos-de-abono');
    await expect(region).toHaveTextContent('Elige tu abono para la temporada 25/26.');
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(PASS_CARD_SLUGS.length);
    for (const [index, slug] of PASS_CARD_SLUGS.entries()) {
      const card = cards[index] as HTMLElement;
      await expect(card).toHaveAccessibleName(CARD_TITLES[slug]);
      // The price of the data module, written the Spanish way (147,50).
      await expect(card).toHaveTextContent(`desde ${formatPrice(prices.from[slug], 'es')} €`);
      // The relative route abonos/<slug>, resolved from home.
      const link = within(card).getByRole('link');
      await expect(link).toHaveAttribute('href', `/abonos/${slug}`);
      await expect(link).toHaveAccessibleName(new RegExp(`^Saber más\\s*, ${CARD_TITLES[slug]}$`));
      const image = card.querySelector('img');
      await expect(image).toHaveAttribute('src', `/img/campaign/pase-${slug}.svg`);
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('width', '400');
      await expect(image).toHaveAttribute('height', '240');
    }
    await expect(cards[1]).toHaveTextContent('65 años o más');
    await expect(cards[1]).toHaveTextContent('Un 20 % de descuento si naciste antes de 1960.');
    await expect(cards[2]).toHaveTextContent('De 14 a 30 años');
    await expect(cards[3]).toHaveTextContent('Precio de ejemplo: 1 adulto y 1 niño');
  },
};

export const Phone: Story = {
  name: 'On a 375 px phone: one column',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('article');
    await expect(new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left))).size).toBe(1);
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const English: Story = {
  name: 'In English',
  globals: { viewport: { value: 'mobile' }, locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'What kind of pass holder are you?' })).toBeInTheDocument();
    await expect(canvas.getByRole('article', { name: 'Youth pass' })).toHaveTextContent('from €147.50');
    await expect(canvas.getByRole('article', { name: 'Gold pass' })).toHaveTextContent('65 and over');
  },
};
