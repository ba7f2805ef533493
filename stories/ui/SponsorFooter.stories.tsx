import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SponsorFooter, type SponsorGroup } from '../../src/ui';
import { logoDataUrl } from '../fixtures/logos';

const item = (id: string, alt: string, colour: string) => ({
  id,
  alt,
  url: `https://www.${id}.example/`,
  img: logoDataUrl(alt.split(/[ ,]/)[0] ?? alt, colour),
});

/** All eight groups of the footer, as the app titles them (FOOTER.SPONSOR_GROUPS). */
const allGroups: SponsorGroup[] = [
  { id: 'mainSponsor', title: 'Patrocinador principal', items: [item('caja-ribera', 'Caja Rural Ribera', '#14532d')] },
  {
    id: 'secondSponsors',
    title: 'Segundos patrocinadores',
    items: [item('embou', 'Embou Telecom', '#1e3a8a'), item('aguas-del-valle', 'Aguas del Valle', '#075985')],
  },
  {
    id: 'institutions',
    title: 'Instituciones',
    items: [item('ayuntamiento-ribera', 'Ayuntamiento de Ribera', '#7f1d1d'), item('diputacion-ribera', 'Diputación de Ribera', '#581c87')],
  },
  { id: 'sponsors', title: 'Patrocinadores', items: [item('frutas-la-huerta', 'Frutas La Huerta', '#9a3412')] },
  { id: 'officialSuppliers', title: 'Proveedores oficiales', items: [item('canasta-sport', 'Canasta Sport, equipación oficial', '#1c1917')] },
  { id: 'collaborators', title: 'Colaboradores', items: [item('fundacion-ribera', 'Fundación Ribera Solidaria', '#365314')] },
  { id: 'media', title: 'Medios de comunicación', items: [item('radio-ribera', 'Radio Ribera', '#831843')] },
  {
    id: 'clubCompaniesSponsor',
    title: 'Patrocinador Club de Empresas',
    items: [item('empresas-ribera', 'Club de Empresas Ribera', '#334155')],
  },
];

/** What SponsorFooter is for, when to use it, and its accessibility: the docs page's description. */
const guidelines = `The sponsor logos of the footer in groups (main sponsor, second sponsors, institutions, sponsors, official suppliers, collaborators, media, club companies). The first group spans the whole row; empty groups are left out.

**Accessibility.** Each group is a \`group\` named by its heading (not a landmark: eight inside the footer would be noise). Each logo is a link to the sponsor's site in a new tab, named by the logo's \`alt\`, and says it opens a new tab.`;

const meta = {
  title: 'ui/SponsorFooter',
  component: SponsorFooter,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', docs: { description: { component: guidelines } } },
  args: { groups: allGroups },
} satisfies Meta<typeof SponsorFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every logo opens the sponsor's site in a new tab, safely, and says so to screen readers. */
async function expectSafeNewTabLinks(canvasElement: HTMLElement, count: number) {
  const links = within(canvasElement).getAllByRole('link');
  await expect(links).toHaveLength(count);
  for (const link of links) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName(expect.stringContaining('(se abre en una pestaña nueva)'));
  }
}

export const AllGroups: Story = {
  name: 'All eight groups',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings.map((h) => h.textContent)).toEqual(allGroups.map((g) => g.title));
    await expectSafeNewTabLinks(canvasElement, 10);
    await expect(canvas.getByRole('link', { name: /^Caja Rural Ribera/ })).toHaveAttribute('href', 'https://www.caja-ribera.example/');
    await expect(canvas.getByRole('img', { name: 'Caja Rural Ribera' })).toHaveAttribute('width', '120');
  },
};

export const EmptyGroupHidden: Story = {
  name: 'An empty group is left out',
  args: { groups: allGroups.map((group) => (group.id === 'institutions' ? { ...group, items: [] } : group)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Instituciones' })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(7);
    await expectSafeNewTabLinks(canvasElement, 8);
  },
};

export const ManyLogos: Story = {
  name: 'Many logos in one group (wraps)',
  args: {
    groups: [
      {
        id: 'sponsors',
        title: 'Patrocinadores',
        items: Array.from({ length: 18 }, (_, index) =>
          item(`marca-${index + 1}`, `Marca ${index + 1}`, ['#14532d', '#1e3a8a', '#7f1d1d', '#581c87', '#9a3412', '#334155'][index % 6] ?? '#1c1917'),
        ),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expectSafeNewTabLinks(canvasElement, 18);
    // The list wraps instead of overflowing the page.
    const list = within(canvasElement).getByRole('list');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth + 1);
  },
};

export const ManyLogosOnMobile: Story = {
  ...ManyLogos,
  name: 'Many logos on a 375 px phone',
  globals: { viewport: { value: 'mobile' } },
};

export const HeadingLevel3: Story = {
  name: 'Group titles as h3 (inside the site footer)',
  args: { headingLevel: 3 },
  decorators: [
    (Story) => (
      <section aria-labelledby="sponsors-title">
        <h2 id="sponsors-title">Nuestros patrocinadores</h2>
        <Story />
      </section>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(8);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(1);
  },
};

export const NoSponsors: Story = {
  name: 'No sponsors at all',
  args: { groups: allGroups.map((group) => ({ ...group, items: [] })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};
