import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HomeView } from '../../../src/features/campaign/components/HomeView';
import { documents, PASS_CARD_SLUGS } from '../../../src/features/campaign/data/campaign';
import { HOME_SECTIONS } from '../../../src/features/campaign/data/sections';
import { expectNewTab, expectNoHorizontalOverflow, preloadImages } from './layout';

const SHOP = 'https://entradas.example.com/abonos';

const meta = {
  title: 'pages/home/HomeView',
  component: HomeView,
  parameters: { layout: 'fullscreen', route: '/' },
  args: { season: '25/26', ticketingUrl: SHOP },
} satisfies Meta<typeof HomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2: the sections in order (the campaign menu, second, is passed in by the route). */
const SPANISH_HEADINGS = [
  [1, 'Vive cada partido en tu casa'],
  [2, 'Ventajas de ser abonado'],
  [2, 'Caja Rural Ribera, con el club'],
  [2, '¿Qué tipo de abonado eres?'],
  [2, 'Abono femenino'],
  [2, 'Lo que dicen nuestros abonados'],
  [2, 'Calendario y formas de pago'],
  [2, 'Preguntas frecuentes'],
  [2, 'Contacto de abonos'],
] as const;

/** The page's sections, top to bottom. */
const sectionsOf = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('section')].filter((section) => !section.parentElement?.closest('section'));

/**
 * Each story is captured at one width (a whole page is a large picture): Spanish at 1280 and at
 * 375 (Phone), English at 1280, French at 375.
 */
export const Spanish: Story = {
  name: 'Whole page (es), 1280 px',
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sections = sectionsOf(canvasElement);
    await expect(sections).toHaveLength(SPANISH_HEADINGS.length);
    // Each section is a region named by its heading, in the order of the spec.
    for (const [index, [level, name]] of SPANISH_HEADINGS.entries()) {
      const heading = canvas.getByRole('heading', { level, name });
      await expect(sections[index]).toContainElement(heading);
      await expect(canvas.getByRole('region', { name })).toBe(sections[index]);
    }
    // One h1; the sections' h2 come in order with nothing skipped.
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The campaign menu's anchors exist, in the menu's order.
    const ids = sections.map((section) => section.id).filter((id) => HOME_SECTIONS.some((item) => item.id === id));
    await expect(ids).toEqual(HOME_SECTIONS.map((item) => item.id));

    // Buying leaves for the shop in the same tab; the dossier downloads.
    const buy = canvas.getByRole('link', { name: 'Abónate ahora' });
    await expect(buy).toHaveAttribute('href', SHOP);
    await expect(buy).not.toHaveAttribute('target');
    const dossier = canvas.getByRole('link', { name: 'Descarga el dossier 25/26 (PDF)' });
    await expect(dossier).toHaveAttribute('href', documents.dossier);
    await expect(dossier).toHaveAttribute('download');

    // Pass cards → abonos/<slug> (relative, resolved from home); women's banner → /abonos/femenino.
    const cards = within(canvas.getByRole('region', { name: '¿Qué tipo de abonado eres?' })).getAllByRole('link');
    await expect(cards.map((link) => link.getAttribute('href'))).toEqual(PASS_CARD_SLUGS.map((slug) => `/abonos/${slug}`));
    const womens = within(canvas.getByRole('region', { name: 'Abono femenino' })).getByRole('link');
    await expect(womens).toHaveAttribute('href', '/abonos/femenino');

    // The bank leaflet opens in a new tab, from the advantages list and from the bank banner.
    const leaflets = canvas.getAllByRole('link').filter((link) => link.getAttribute('href') === documents.bankLeaflet);
    await expect(leaflets).toHaveLength(2);
    for (const leaflet of leaflets) await expectNewTab(leaflet);
    await expectNewTab(canvas.getByRole('link', { name: /Promoción Embou Telecom/ }));

    // FAQ: 15 questions, the first one open.
    const faqs = within(canvas.getByRole('region', { name: 'Preguntas frecuentes' }));
    const questions = faqs.getAllByRole('button');
    await expect(questions).toHaveLength(15);
    await expect(questions[0]).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.filter((question) => question.getAttribute('aria-expanded') === 'true')).toHaveLength(1);

    // Contact: e-mail and phone are links.
    await expect(canvas.getByRole('link', { name: 'abonos@cbribera.example' })).toHaveAttribute('href', 'mailto:abonos@cbribera.example');
    await expect(canvas.getByRole('link', { name: '+34 948 000 000' })).toHaveAttribute('href', 'tel:+34948000000');

    await waitFor(() => expect(document.title).toBe('Abonos 25/26 · Club Baloncesto Ribera'));

    // Desktop layout: the four pass cards share one row; nothing wider than the screen.
    const rowTops = canvas.getAllByRole('article').map((card) => Math.round(card.getBoundingClientRect().top));
    await expect(new Set(rowTops).size).toBe(1);
    await expectNoHorizontalOverflow(canvasElement, 1280);
    await preloadImages(canvasElement);
  },
};

export const English: Story = {
  name: 'Whole page (en), 1280 px',
  globals: { locale: 'en', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Live every game at home' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Get your pass' })).toHaveAttribute('href', SHOP);
    await expect(canvas.getByRole('heading', { level: 2, name: 'What kind of pass holder are you?' })).toBeInTheDocument();
    await expect(canvas.getByRole('article', { name: 'Youth pass' })).toHaveTextContent('from €147.50');
    const calendar = canvas.getByRole('region', { name: 'Calendar and payment methods' });
    await expect(within(calendar).getByRole('table')).toHaveTextContent('June 25');
    await expect(canvas.getByRole('button', { name: 'How many games does the adult pass include?' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.queryByText(/\{\{|Abónate/)).toBeNull();
    await waitFor(() => expect(document.title).toBe('Season passes 25/26 · Club Baloncesto Ribera'));
    await preloadImages(canvasElement);
  },
};

export const French: Story = {
  name: 'Whole page (fr), 375 px',
  // French has the longest words: the phone is where it could overflow.
  globals: { locale: 'fr', viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Vivez chaque match à domicile' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: "Je m'abonne" })).toHaveAttribute('href', SHOP);
    await expect(canvas.getByRole('article', { name: 'Abonnement jeune' })).toHaveTextContent('à partir de 147,50 €');
    const calendar = canvas.getByRole('region', { name: 'Calendrier et modes de paiement' });
    await expect(within(calendar).getByRole('table')).toHaveTextContent('25 juin');
    await expect(canvas.getByRole('button', { name: "Combien de matchs comprend l'abonnement adulte ?" })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.queryByText(/\{\{/)).toBeNull();
    await expectNoHorizontalOverflow(canvasElement);
    await preloadImages(canvasElement);
  },
};

export const Phone: Story = {
  name: 'Whole page (es), 375 px phone',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buy = canvas.getByRole('link', { name: 'Abónate ahora' });
    await expect(buy).toBeVisible();
    await expect(buy.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    // Pass cards stack in one column.
    const cards = canvas.getAllByRole('article');
    await expect(new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left))).size).toBe(1);
    // One question open at a time: opening the last closes the first.
    const questions = within(canvas.getByRole('region', { name: 'Preguntas frecuentes' })).getAllByRole('button');
    const last = questions.at(-1) as HTMLElement;
    await userEvent.click(last);
    await expect(last).toHaveAttribute('aria-expanded', 'true');
    await expect(questions[0]).toHaveAttribute('aria-expanded', 'false');
    // Clicking the open one closes it: none left open.
    await userEvent.click(last);
    await expect(questions.filter((question) => question.getAttribute('aria-expanded') === 'true')).toEqual([]);
    await expectNoHorizontalOverflow(canvasElement);
    await preloadImages(canvasElement);
  },
};
