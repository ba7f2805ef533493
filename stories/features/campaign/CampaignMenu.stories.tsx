import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CampaignMenu } from '../../../src/features/campaign/components/CampaignMenu';
import { documents } from '../../../src/features/campaign/data/campaign';
import { HOME_SECTIONS } from '../../../src/features/campaign/data/sections';

const ITEM_NAMES = ['Ventajas', 'Tipos de abono', 'Abono femenino', 'Testimonios', 'Calendario', 'FAQs', 'Contacto'];

/** Stand-ins for the seven home sections, shown only on `/` as the real home page would be. */
function FakeHomeSections() {
  const { pathname } = useLocation();
  if (pathname !== '/') return <p>Página de un abono</p>;
  return (
    <>
      {HOME_SECTIONS.map((section) => (
        <section key={section.id} id={section.id} aria-label={section.id} style={{ minHeight: 500, padding: 16 }}>
          <h2>{section.id}</h2>
        </section>
      ))}
    </>
  );
}

const meta = {
  title: 'features/campaign/CampaignMenu',
  component: CampaignMenu,
  parameters: { layout: 'fullscreen', route: '/abonos/joven' },
  args: { placement: 'header', season: '25/26' },
} satisfies Meta<typeof CampaignMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  name: 'Desktop: every item in one row',
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Campaña de abonos' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([...ITEM_NAMES, 'Dossier 25/26 (PDF)']);
    await expect(canvas.getByRole('link', { name: 'Ventajas' })).toHaveAttribute('href', '/#ventajas');
    // The last item downloads the season's dossier.
    const dossier = canvas.getByRole('link', { name: 'Dossier 25/26 (PDF)' });
    await expect(dossier).toHaveAttribute('href', documents.dossier);
    await expect(dossier).toHaveAttribute('download');
    // No menu button on a wide screen.
    await expect(canvas.queryByRole('button', { name: 'Menú de la campaña' })).not.toBeInTheDocument();
  },
};

export const PhoneClosed: Story = {
  name: 'Phone: folded behind a menu button',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menú de la campaña' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Ventajas' })).not.toBeInTheDocument();
  },
};

export const PhoneOpen: Story = {
  name: 'Phone: open, Escape folds it back',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menú de la campaña' });
    await step('open with the keyboard', async () => {
      toggle.focus();
      await userEvent.keyboard('{Enter}');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByRole('link', { name: 'Contacto' })).toBeVisible();
    });
    await step('Escape closes and gives focus back to the button', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Escape}');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toHaveFocus();
    });
    await userEvent.click(toggle);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const FromAnotherPage: Story = {
  name: 'From a pass page: goes home, then scrolls to the section',
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { viewport: { value: 'desktop' } },
  render: (args) => (
    <>
      <CampaignMenu {...args} />
      <FakeHomeSections />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Página de un abono')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: 'FAQs' }));
    // Home renders first; the section then receives focus and comes into view.
    await waitFor(() => expect(document.getElementById('faqs')).toHaveFocus());
    await waitFor(() => expect(document.getElementById('faqs')!.getBoundingClientRect().top).toBeLessThan(100));
  },
};

export const OnHome: Story = {
  name: 'On home: current section marked',
  parameters: { route: '/', chromatic: { disableSnapshot: true } },
  globals: { viewport: { value: 'desktop' } },
  args: { placement: 'home' },
  render: (args) => (
    <>
      <CampaignMenu {...args} />
      <FakeHomeSections />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const contact = canvas.getByRole('link', { name: 'Calendario' });
    await userEvent.click(contact);
    await waitFor(() => expect(contact).toHaveAttribute('aria-current', 'location'));
    await expect(document.getElementById('calendario')).toHaveFocus();
    // Only one item is current.
    await expect(canvasElement.querySelectorAll('[aria-current]')).toHaveLength(1);
  },
};

export const InEnglish: Story = {
  name: 'English interface',
  globals: { locale: 'en', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Season pass campaign' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '25/26 brochure (PDF)' })).toBeInTheDocument();
  },
};
