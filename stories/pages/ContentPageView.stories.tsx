import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ContentPageView } from '../../src/features/content/components/ContentPageView';
import { maliciousPage, privacyPage, undatedPage } from '../fixtures/pages';

const meta = {
  title: 'pages/ContentPageView',
  component: ContentPageView,
  parameters: { layout: 'fullscreen', route: '/politica-privacidad' },
  args: { state: { status: 'loaded', page: privacyPage }, onRetry: fn() },
} satisfies Meta<typeof ContentPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  name: 'Loaded legal page',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = canvas.getByRole('article');
    // The page's language, for screen readers' pronunciation.
    await expect(article).toHaveAttribute('lang', 'es');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeInTheDocument();
    await expect(canvas.getByText('Última actualización: 15 de junio de 2025')).toBeInTheDocument();
    // The CMS HTML keeps its structure.
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    await expect(canvas.getAllByRole('list')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Agencia Española de Protección de Datos' })).toHaveAttribute(
      'href',
      'https://www.aepd.es/',
    );
    await waitFor(() => expect(document.title).toBe('Política de privacidad'));
  },
};

export const LoadedWithoutDate: Story = {
  name: 'Loaded, unreadable update date left out',
  args: { state: { status: 'loaded', page: undatedPage } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await expect(canvas.queryByText(/Última actualización/)).not.toBeInTheDocument();
  },
};

export const LoadedMaliciousHtml: Story = {
  name: 'Loaded with malicious HTML (sanitised)',
  args: { state: { status: 'loaded', page: maliciousPage } },
  parameters: { route: '/aviso-legal' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = canvas.getByRole('article');
    // The harmless content is still there...
    await expect(canvas.getByRole('heading', { level: 2, name: 'Titular del sitio web' })).toBeInTheDocument();
    await expect(canvas.getByText('Texto con un manejador de eventos.')).toBeInTheDocument();
    await expect(canvas.getByText('Enlace peligroso')).toBeInTheDocument();
    // ...and nothing that can run is.
    await expect(article.querySelector('script')).toBeNull();
    await expect(article.querySelector('iframe')).toBeNull();
    await expect(article.querySelectorAll('[onerror], [onclick], [onload]')).toHaveLength(0);
    for (const link of article.querySelectorAll('a')) {
      await expect(link.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
    }
    await expect(article.innerHTML).not.toMatch(/onerror|onclick|<script/i);
    // Give a handler that slipped through the chance to fire, then check it never ran.
    await userEvent.click(canvas.getByText('Texto con un manejador de eventos.'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(document.documentElement.dataset.storyXss).toBeUndefined();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando...');
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

export const NotFound: Story = {
  name: 'Not found (shown at the same address)',
  args: { state: { status: 'not-found' } },
  parameters: { route: '/pagina-inexistente' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  },
};

export const Failed: Story = {
  name: 'Failed, with retry',
  args: { state: { status: 'failed' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No hemos podido cargar esta página. Comprueba tu conexión e inténtalo de nuevo.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const FailedByKeyboard: Story = {
  name: 'Failed, retry with the keyboard',
  args: { state: { status: 'failed' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
