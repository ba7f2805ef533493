import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PromoPageView } from '../../../src/features/campaign/components/passes/PromoPageView';
import { documents, passRoute, PROMO_ROUTE, telecomPromo } from '../../../src/features/campaign/data/campaign';
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
  title: 'pages/passes/PromoPageView',
  component: PromoPageView,
  parameters: { layout: 'fullscreen', route: PROMO_ROUTE },
  args: { season: '25/26', ticketingUrl: TICKETING_URL },
} satisfies Meta<typeof PromoPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Embou promotion (promo-embou)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTitle(canvas, 'Promoción Embou');
    const gifts = canvas.getByRole('region', { name: 'Qué te llevas' });
    await expect(gifts).toHaveTextContent(`Un bono de ${euros(telecomPromo.bonusEuros)}`);
    await expect(within(gifts).getAllByRole('listitem')).toHaveLength(telecomPromo.freeShirt ? 2 : 1);
    await expect(gifts).toHaveTextContent('camiseta oficial del club');
    await expect(canvas.getByRole('region', { name: 'Condiciones' })).toHaveTextContent('temporada 25/26');
    await expectPdfLink(canvas, /^Lee las condiciones completas \(PDF\)/, documents.promoConditions);
    await expectShopLink(canvas);
    await expect(canvas.getByRole('link', { name: 'Ver todas las ventajas del abono club' })).toHaveAttribute(
      'href',
      passRoute('abono-club'),
    );
    await expectDocumentTitle('Promoción Embou · Abonos 25/26 · Club Baloncesto Ribera');
    await expectTranslated(canvasElement);
  },
};

export const OnPhone: Story = {
  name: 'On a 375 px phone',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Abónate ahora' })).toBeVisible();
    await expectNoHorizontalOverflow(375);
  },
};
