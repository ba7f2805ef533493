import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FooterView } from '../../../src/app/shell/Footer';
import { sponsorGroupIds } from '../../../src/api/pages';
import { allSponsors, information } from '../../fixtures/information';

const meta = {
  title: 'app/shell/FooterView',
  component: FooterView,
  parameters: { layout: 'fullscreen' },
  args: { state: { status: 'loaded', information }, year: 2025, onRetry: fn() },
} satisfies Meta<typeof FooterView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  name: 'Loaded (full information)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('contentinfo');

    // Sponsors: one titled group per id, every logo a safe new-tab link.
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(sponsorGroupIds.length);
    for (const sponsor of allSponsors) {
      const logo = canvas.getByRole('img', { name: sponsor.alt });
      await expect(logo).toHaveAttribute('src', sponsor.img);
      const link = logo.closest('a');
      await expect(link).toHaveAttribute('href', sponsor.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    // Contact: phone without spaces, mail.
    await expect(canvas.getByRole('link', { name: '+34 960 000 000' })).toHaveAttribute('href', 'tel:+34960000000');
    await expect(canvas.getByRole('link', { name: 'abonos@cbribera.example' })).toHaveAttribute(
      'href',
      'mailto:abonos@cbribera.example',
    );

    // Legal links: the club's own pages stay in the app (no new tab).
    const legal = canvas.getByRole('navigation', { name: 'Información legal' });
    await expect(within(legal).getAllByRole('link')).toHaveLength(6);
    const notice = within(legal).getByRole('link', { name: 'Aviso legal' });
    await expect(notice).toHaveAttribute('href', '/aviso-legal');
    await expect(notice).not.toHaveAttribute('target');
    await expect(within(legal).getByRole('link', { name: 'Canal ético' })).toHaveAttribute('href', '/canal-etico');
    // Social links: all external.
    const social = canvas.getByRole('navigation', { name: 'Síguenos' });
    const socialLinks = within(social).getAllByRole('link');
    await expect(socialLinks).toHaveLength(7);
    for (const link of socialLinks) await expect(link).toHaveAttribute('target', '_blank');

    await expect(footer).toHaveTextContent('© 2025 Club Baloncesto Ribera. Todos los derechos reservados.');
  },
};

export const LoadedWithLocalizedPaths: Story = {
  name: 'Loaded, legal paths mapped to the English pages',
  globals: { locale: 'en' },
  args: {
    localizePath: (path: string) => ({ '/aviso-legal': '/en/legal-notice', '/politica-cookies': '/en/cookies-policy' })[path] ?? path,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link').map((link) => link.getAttribute('href'));
    await expect(links).toContain('/en/legal-notice');
    await expect(links).toContain('/en/cookies-policy');
    await expect(links).not.toContain('/aviso-legal');
    // Paths without a translation stay as they are.
    await expect(links).toContain('/proteccion-datos');
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando...');
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2025');
  },
};

export const FailedWithRetry: Story = {
  name: 'Failed, with retry',
  args: { state: { status: 'failed' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'No hemos podido cargar los patrocinadores y los datos de contacto.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const FailedWithoutRetry: Story = {
  name: 'Failed, no retry offered',
  args: { state: { status: 'failed' }, onRetry: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('No hemos podido cargar');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const LoadedOnMobile: Story = {
  name: 'Loaded on a 375 px phone',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    // One column: nothing wider than the screen.
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(footer.scrollWidth).toBeLessThanOrEqual(375);
  },
};
