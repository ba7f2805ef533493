import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ClubPassSection } from '../../../src/features/campaign/components/home';
import { ADVANTAGES, advantagesFor } from '../../../src/features/campaign/data/advantages';
import { documents, PROMO_ROUTE } from '../../../src/features/campaign/data/campaign';
import { expectNewTab, expectNoHorizontalOverflow } from './layout';

const meta = {
  title: 'pages/home/3 ClubPassSection',
  component: ClubPassSection,
  parameters: { layout: 'fullscreen', route: '/' },
} satisfies Meta<typeof ClubPassSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Ventajas de ser abonado';
const itemsOf = (canvasElement: HTMLElement) => within(within(canvasElement).getAllByRole('list')[0] as HTMLElement).getAllByRole('listitem');

export const Default: Story = {
  name: 'Club pass: every advantage',
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: TITLE });
    await expect(region).toHaveAttribute('id', 'ventajas');
    await expect(itemsOf(canvasElement)).toHaveLength(ADVANTAGES.length);
    // Texts carry the campaign's numbers.
    await expect(region).toHaveTextContent('Elige tu asiento libremente en el pabellón');
    await expect(region).toHaveTextContent('34 partidos: 17 de liga masculina, 15 de liga femenina y 2 de presentación');
    await expect(region).toHaveTextContent('20 % de descuento con una discapacidad superior al 33 % o más de 6 meses en paro');
    // The leaflet and the promotion open in a new tab.
    const leaflet = canvas.getByRole('link', { name: /Caja Rural Ribera: consulta el folleto \(PDF\)/ });
    await expect(leaflet).toHaveAttribute('href', documents.bankLeaflet);
    await expectNewTab(leaflet);
    const promo = canvas.getByRole('link', { name: /Promoción Embou Telecom: 75\s€ de bono/ });
    await expect(promo).toHaveAttribute('href', PROMO_ROUTE);
    await expectNewTab(promo);
    // "Todas las ventajas" and the club-pass banner go to the club-pass page, in the same tab.
    const all = canvas.getByRole('link', { name: 'Todas las ventajas' });
    await expect(all).toHaveAttribute('href', '/abonos/abono-club');
    await expect(all).not.toHaveAttribute('target');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Abono Club' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /^Descubre el Abono Club\s*, Abono Club$/ })).toHaveAttribute('href', '/abonos/abono-club');
    // Icons below the fold wait until they are near.
    for (const image of canvasElement.querySelectorAll('img')) await expect(image).toHaveAttribute('loading', 'lazy');
  },
};

export const WithoutAllAdvantages: Story = {
  name: 'Without "Todas las ventajas"',
  globals: { viewport: { value: 'mobile' } },
  args: { showAllAdvantages: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Todas las ventajas' })).toBeNull();
    await expect(itemsOf(canvasElement)).toHaveLength(ADVANTAGES.length);
  },
};

export const Youth: Story = {
  name: 'Youth list (isJoven): no free seat choice',
  globals: { viewport: { value: 'desktop' } },
  args: { isJoven: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(itemsOf(canvasElement)).toHaveLength(advantagesFor(true).length);
    await expect(advantagesFor(true).length).toBe(ADVANTAGES.length - 1);
    await expect(canvas.getByRole('region', { name: TITLE })).not.toHaveTextContent('Elige tu asiento');
    await expect(canvas.getByRole('link', { name: 'Todas las ventajas' })).toBeInTheDocument();
  },
};

export const ForAPassPage: Story = {
  name: 'On a pass page: no club-pass banner',
  globals: { viewport: { value: 'mobile' } },
  args: { showClubPassBanner: false, showAllAdvantages: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Abono Club' })).toBeNull();
    await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([documents.bankLeaflet, PROMO_ROUTE]);
  },
};

export const Phone: Story = {
  name: 'On a 375 px phone',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    // One advantage per row.
    const items = itemsOf(canvasElement);
    await expect(new Set(items.map((item) => Math.round(item.getBoundingClientRect().left))).size).toBe(1);
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const English: Story = {
  name: 'In English',
  globals: { viewport: { value: 'desktop' }, locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Benefits of being a pass holder' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Embou Telecom offer: €75 voucher/ })).toHaveAttribute('href', PROMO_ROUTE);
    await expect(canvas.getByRole('link', { name: 'All the benefits' })).toHaveAttribute('href', '/abonos/abono-club');
  },
};
