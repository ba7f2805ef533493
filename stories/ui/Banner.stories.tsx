import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { Banner } from '../../src/ui';

/** What Banner is for, when to use it, and its accessibility: the docs page's description. */
const guidelines = `An image with a title, an optional text and one way on: a "Saber más" button, or (\`clickable\`) the whole banner as one link.

**Use it** for a campaign section that leads elsewhere (the women's pass, a promotion). For a pass type among others use **Card**; for a heading without an image, **SectionHeading**. \`tone="dark"\` puts it on the inverse band.

**Accessibility.** The image is decorative unless \`imgAlt\` is given. The button's name adds the title for screen readers ("Saber más, Abono femenino"). With \`newTab\` the link says it opens a new tab. A clickable banner is a single link: nothing inside it may be interactive.`;

const meta = {
  title: 'ui/Banner',
  component: Banner,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: guidelines } } },
  args: {
    title: 'Abono femenino',
    text: 'Al menos 16 partidos de nuestro equipo femenino: 15 de liga, los de competición europea y la presentación.',
    imgUrl: '/img/campaign/banner-femenino.svg',
    href: '/abonos/femenino',
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

const newTabName = /\(se abre en una pestaña nueva\)$/;

export const WithActionButton: Story = {
  name: 'With action button (women’s pass)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Abono femenino' })).toBeInTheDocument();
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName(/^Saber más\s*, Abono femenino$/);
    await expect(links[0]).toHaveAttribute('href', '/abonos/femenino');
    await expect(links[0]).not.toHaveAttribute('target');
  },
};

export const WithRouterLink: Story = {
  name: 'Action rendered by the router, dark tone',
  args: {
    tone: 'dark',
    title: 'Abono Club',
    text: 'Todos los equipos y todas las ventajas del club en un solo abono.',
    imgUrl: '/img/campaign/banner-abono-club.svg',
    href: '/abonos/abono-club',
    actionLabel: 'Descubre el Abono Club',
    renderLink: (href, label, className) => (
      <Link className={className} to={href}>
        {label}
      </Link>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /^Descubre el Abono Club/ });
    await expect(link).toHaveAttribute('href', '/abonos/abono-club');
  },
};

export const ClickableNewTab: Story = {
  name: 'Clickable, opens a PDF in a new tab',
  args: {
    clickable: true,
    newTab: true,
    tone: 'dark',
    title: 'Caja Rural Ribera, con tu abono',
    text: 'Domicilia tu abono y llévate ventajas exclusivas. Consulta el folleto.',
    imgUrl: '/img/campaign/banner-caja-rural.svg',
    imgAlt: 'Caja Rural Ribera',
    href: '/docs/folleto-caja-rural.pdf',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    // The whole banner is one link, and nothing inside it is interactive.
    await expect(links).toHaveLength(1);
    const link = links[0] as HTMLElement;
    await expect(link).toHaveAttribute('href', '/docs/folleto-caja-rural.pdf');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName(newTabName);
    await expect(link).toHaveAccessibleName(/Caja Rural Ribera, con tu abono/);
    await expect(link.querySelectorAll('a, button')).toHaveLength(0);
    await expect(canvas.getByRole('img', { name: 'Caja Rural Ribera' })).toBeInTheDocument();
  },
};

export const ActionInNewTab: Story = {
  name: 'Action button opening a new tab',
  args: { newTab: true, href: '/docs/dossier-abonos-25-26.pdf', actionLabel: 'Descargar el dossier' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAccessibleName(newTabName);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const WithoutText: Story = {
  args: { text: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Abono femenino' })).toBeInTheDocument();
    // No empty paragraph stands in for the missing text.
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(0);
    await expect(canvas.getByRole('link')).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  name: 'On a 375 px phone',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvasElement.querySelector('img');
    const heading = canvas.getByRole('heading');
    // Image above the text on phones.
    await expect(image!.getBoundingClientRect().bottom).toBeLessThanOrEqual(heading.getBoundingClientRect().top);
    await expect(canvas.getByRole('link').getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};

export const Desktop: Story = {
  name: 'On a 1280 px screen',
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    const heading = within(canvasElement).getByRole('heading');
    // Image beside the text from 680 px.
    await expect(image!.getBoundingClientRect().right).toBeLessThanOrEqual(heading.getBoundingClientRect().left);
  },
};
