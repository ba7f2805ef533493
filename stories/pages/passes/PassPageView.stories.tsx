import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PassPageView } from '../../../src/features/campaign/components/passes/PassPageView';
import { ADVANTAGES, advantagesFor } from '../../../src/features/campaign/data/advantages';
import {
  discounts,
  documents,
  family,
  games,
  gold,
  PASS_CARD_SLUGS,
  passRoute,
  prices,
  womensPass,
  youth,
} from '../../../src/features/campaign/data/campaign';
import { PASS_PAGES } from '../../../src/features/campaign/data/passes';
import {
  euros,
  expectDocumentTitle,
  expectNoHorizontalOverflow,
  expectPdfLink,
  expectShopLink,
  expectTitle,
  expectTranslated,
  TICKETING_URL,
} from './checks';

const meta = {
  title: 'pages/passes/PassPageView',
  component: PassPageView,
  parameters: { layout: 'fullscreen' },
  args: { slug: 'adulto', season: '25/26', ticketingUrl: TICKETING_URL },
} satisfies Meta<typeof PassPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

const FLYER = /^Descarga el folleto \(PDF\)/;
const FREE_SEAT_IMAGE = ADVANTAGES.find((item) => item.id === 'FREE_SEAT')?.image;

/** The advantages list of the page (the one list whose items carry the advantage icons). */
function advantageItems(canvasElement: HTMLElement) {
  const section = within(canvasElement).getByRole('region', { name: 'Tus ventajas' });
  return within(section).getAllByRole('listitem');
}

export const Adult: Story = {
  name: 'Adult (abonos/adulto)',
  parameters: { route: passRoute('adulto') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTitle(canvas, 'Abono adulto');
    await expect(canvas.getByText(`De ${youth.maxAge + 1} a ${gold.minAge - 1} años`)).toBeInTheDocument();
    const price = canvas.getByRole('region', { name: 'Precio' });
    await expect(price).toHaveTextContent(`desde ${euros(prices.from.adulto)}`);
    await expect(price).toHaveTextContent(euros(prices.physicalPass));
    await expect(price).toHaveTextContent(`${discounts.socialPercent} % de descuento`);
    await expect(price).toHaveTextContent(`discapacidad superior al ${discounts.disabilityMinPercent} %`);
    await expect(price).toHaveTextContent(`más de ${discounts.unemploymentMinMonths} meses en paro`);
    // Renewal discount for the next season with full attendance in this one.
    await expect(price).toHaveTextContent(`${discounts.fullAttendanceRenewalPercent} % de descuento extra al renovar para la 26/27`);
    const included = canvas.getByRole('region', { name: 'Qué incluye' });
    await expect(included).toHaveTextContent(
      `${games.total} partidos: ${games.mensLeague} de la liga masculina, ${games.womensLeague} de la liga femenina y ${games.presentation} de presentación`,
    );
    await expect(canvas.getByRole('region', { name: 'Para quién es' })).toBeInTheDocument();
    await expectShopLink(canvas);
    await expectPdfLink(canvas, FLYER, documents.flyers.adulto);
    await expect(canvas.getByRole('link', { name: 'Ver todos los tipos de abono' })).toHaveAttribute('href', '/#tipos-de-abono');
    // No advantages block on this page.
    await expect(canvas.queryByRole('region', { name: 'Tus ventajas' })).not.toBeInTheDocument();
    await expectDocumentTitle('Abono adulto 25/26 · Club Baloncesto Ribera');
    await expectTranslated(canvasElement);
  },
};

export const Gold: Story = {
  name: 'Gold (abonos/oro)',
  args: { slug: 'oro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTitle(canvas, 'Abono oro');
    await expect(canvas.getByText(`Desde ${gold.minAge} años`)).toBeInTheDocument();
    const price = canvas.getByRole('region', { name: 'Precio' });
    await expect(price).toHaveTextContent(`desde ${euros(prices.from.oro)}`);
    await expect(price).toHaveTextContent(`${gold.discountPercent} % de descuento sobre el abono adulto`);
    await expect(price).toHaveTextContent(`naciste antes de ${gold.bornBefore}`);
    await expectShopLink(canvas);
    await expectPdfLink(canvas, FLYER, documents.flyers.oro);
    await expectDocumentTitle('Abono oro 25/26 · Club Baloncesto Ribera');
    await expectTranslated(canvasElement);
  },
};

export const Youth: Story = {
  name: 'Youth (abonos/joven)',
  args: { slug: 'joven' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTitle(canvas, 'Abono joven');
    await expect(canvas.getByText(`De ${youth.minAge} a ${youth.maxAge} años`)).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Precio' })).toHaveTextContent(`desde ${euros(prices.from.joven)}`);
    // One row per age band, each with its price.
    const table = canvas.getByRole('table', { name: 'Precio según tu edad' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(prices.youthBands.length);
    for (const [index, band] of prices.youthBands.entries()) {
      const row = rows[index] as HTMLElement;
      await expect(within(row).getByRole('rowheader')).toHaveTextContent(`De ${band.minAge} a ${band.maxAge} años`);
      await expect(within(row).getByRole('cell')).toHaveTextContent(euros(band.price));
    }
    // The reduced youth list: every advantage but the free seat choice.
    const items = advantageItems(canvasElement);
    await expect(items).toHaveLength(advantagesFor(true).length);
    await expect(items.length).toBeLessThan(ADVANTAGES.length);
    for (const item of items) {
      await expect(item.querySelector('img')?.getAttribute('src')).not.toBe(FREE_SEAT_IMAGE);
    }
    await expect(canvas.getByRole('link', { name: 'Todas las ventajas' })).toHaveAttribute('href', passRoute('abono-club'));
    await expectShopLink(canvas);
    await expectPdfLink(canvas, FLYER, documents.flyers.joven);
    await expectDocumentTitle('Abono joven 25/26 · Club Baloncesto Ribera');
    await expectTranslated(canvasElement);
  },
};

export const Family: Story = {
  name: 'Family (abonos/familiar)',
  args: { slug: 'familiar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTitle(canvas, 'Abono familiar');
    const price = canvas.getByRole('region', { name: 'Precio' });
    await expect(price).toHaveTextContent(`desde ${euros(prices.from.familiar)}`);
    await expect(price).toHaveTextContent(`${family.example.adults} adulto + ${family.example.children} menor`);
    await expect(price).toHaveTextContent(`2.º adulto: ${family.secondAdultDiscountPercent} % de descuento`);
    await expect(price).toHaveTextContent(`3.er adulto y siguientes: ${family.thirdAdultDiscountPercent} % de descuento`);
    await expect(price).toHaveTextContent(`Menores de ${family.childMaxAge + 1} años: ${family.childDiscountPercent} % de descuento`);
    await expect(price).toHaveTextContent(`Menores de ${family.under7MaxAge + 1} años: abono de ${euros(prices.under7Pass)}`);
    await expect(price).toHaveTextContent(
      `${euros(prices.foundationPromo.adult)} por adulto y ${euros(prices.foundationPromo.child)} por menor`,
    );
    await expectShopLink(canvas);
    await expectPdfLink(canvas, FLYER, documents.flyers.familiar);
    await expectDocumentTitle('Abono familiar 25/26 · Club Baloncesto Ribera');
    await expectTranslated(canvasElement);
  },
};

export const Womens: Story = {
  name: "Women's (abonos/femenino)",
  args: { slug: 'femenino' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTitle(canvas, 'Abono femenino');
    const included = canvas.getByRole('region', { name: 'Qué incluye' });
    await expect(included).toHaveTextContent(`Al menos ${womensPass.minGames} partidos`);
    await expect(included).toHaveTextContent(
      `${womensPass.league} de liga, ${womensPass.european} europeos y ${womensPass.presentation} de presentación`,
    );
    // The campaign gives no "desde" price for this pass: none is made up; the games stand out instead.
    const price = canvas.getByRole('region', { name: 'Precio' });
    await expect(price).not.toHaveTextContent(/desde|€/);
    await expect(price).toHaveTextContent(`al menos ${womensPass.minGames} partidos`);
    await expectShopLink(canvas);
    await expectPdfLink(canvas, FLYER, documents.flyers.femenino);
    await expectDocumentTitle('Abono femenino 25/26 · Club Baloncesto Ribera');
    await expectTranslated(canvasElement);
  },
};

export const ClubPass: Story = {
  name: 'Club pass (abonos/abono-club)',
  args: { slug: 'abono-club' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTitle(canvas, 'Abono club');
    await expect(canvas.getByRole('region', { name: 'Qué incluye' })).toHaveTextContent(`${games.total} partidos`);
    // Every pass type, its "desde" price and a link to its page.
    const table = canvas.getByRole('table', { name: 'Elige tu tipo de abono' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(PASS_CARD_SLUGS.length);
    for (const [index, slug] of PASS_CARD_SLUGS.entries()) {
      const row = rows[index] as HTMLElement;
      await expect(within(row).getByRole('link')).toHaveAttribute('href', passRoute(slug));
      await expect(within(row).getByRole('cell')).toHaveTextContent(`desde ${euros(PASS_PAGES[slug].fromPrice ?? NaN)}`);
    }
    // The full list, and no "Todas las ventajas" link to the page we are on.
    await expect(advantageItems(canvasElement)).toHaveLength(ADVANTAGES.length);
    await expect(canvas.queryByRole('link', { name: 'Todas las ventajas' })).not.toBeInTheDocument();
    await expectShopLink(canvas);
    await expectPdfLink(canvas, FLYER, documents.flyers['abono-club']);
    await expectDocumentTitle('Abono club 25/26 · Club Baloncesto Ribera');
    await expectTranslated(canvasElement);
  },
};

export const InEnglish: Story = {
  name: 'Family pass in English',
  args: { slug: 'familiar' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTitle(canvas, 'Family pass');
    const price = canvas.getByRole('region', { name: 'Price' });
    await expect(price).toHaveTextContent(`from €${prices.from.familiar}`);
    await expect(price).toHaveTextContent(`pass for €${prices.under7Pass}`);
    await expect(canvas.getByRole('link', { name: 'Get your pass' })).toHaveAttribute('href', TICKETING_URL);
    const flyer = canvas.getByRole('link', { name: /^Download the flyer \(PDF\)/ });
    await expect(flyer).toHaveAttribute('href', documents.flyers.familiar);
    await expect(flyer).toHaveAccessibleName(/\(opens in a new tab\)$/);
    await expectDocumentTitle('Family pass 25/26 · Club Baloncesto Ribera');
    await expectTranslated(canvasElement);
  },
};

export const YouthOnPhone: Story = {
  name: 'Youth on a 375 px phone',
  args: { slug: 'joven' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Precio según tu edad' });
    // The price table fits: no sideways scrolling, every price in view.
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth);
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    for (const cell of within(table).getAllByRole('cell')) {
      await expect(cell.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    }
    const cta = canvas.getByRole('link', { name: 'Abónate ahora' });
    await expect(cta).toBeVisible();
    await expect(cta.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expectNoHorizontalOverflow(375);
  },
};

export const Desktop: Story = {
  name: 'Club pass on a 1280 px screen',
  args: { slug: 'abono-club' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTitle(canvas, 'Abono club');
    // Price beside what is included on a wide screen.
    const price = canvas.getByRole('region', { name: 'Precio' }).getBoundingClientRect();
    const included = canvas.getByRole('region', { name: 'Qué incluye' }).getBoundingClientRect();
    await expect(included.left).toBeGreaterThan(price.right);
    await expectNoHorizontalOverflow(1280);
  },
};
