import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PagePopup } from '../../src/ui';

const sections = Array.from(
  { length: 12 },
  (_, i) => `<h3 id="seccion-${i + 1}">${i + 1}. Tratamiento de datos</h3><p>El club trata tus datos para gestionar tu abono, los accesos al pabellón y las comunicaciones que aceptes. Puedes ejercer tus derechos escribiendo a la oficina.</p>`,
).join('');

/** What PagePopup is for, when to use it, and its accessibility: the docs page's description. */
const guidelines = `A CMS page in a popup (up to 600 px wide, 400 px of text): the privacy policy or the legal notice during a form, without leaving it. \`pagePopup.show(load, anchor?)\` (see **ui/OverlayHost**) shows it loading, then the page or a failure; \`anchor\` scrolls to an element of the page.

**Accessibility.** Radix Dialog with a × button; Escape and a click outside close it. While loading it is \`aria-busy\` with a **Spinner**; a failure is a \`role="alert"\` message. The loaded text is a focusable region, named by the title, so it can be scrolled from the keyboard; its HTML is sanitised (**HtmlContent**).`;

const meta = {
  title: 'ui/PagePopup',
  component: PagePopup,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: guidelines }, story: { inline: false, iframeHeight: 480 } } },
  args: { open: true, onClose: fn(), state: { status: 'loaded', title: 'Política de privacidad', html: sections } },
} satisfies Meta<typeof PagePopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Loaded: Story = {
  play: async ({ args }) => {
    const popup = await body().findByRole('dialog', { name: 'Política de privacidad' });
    const text = within(popup).getByRole('region', { name: 'Política de privacidad' });
    await expect(text.clientHeight).toBeLessThanOrEqual(400);
    await userEvent.click(within(popup).getByRole('button', { name: 'Cerrar' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const ScrolledToAnchor: Story = {
  name: 'Scrolled to an anchor on open',
  args: { anchor: 'seccion-5' },
  play: async () => {
    const popup = await body().findByRole('dialog');
    const text = within(popup).getByRole('region');
    await waitFor(() => expect(text.scrollTop).toBeGreaterThan(0));
    const heading = within(popup).getByRole('heading', { name: '5. Tratamiento de datos' });
    const offset = heading.getBoundingClientRect().top - text.getBoundingClientRect().top;
    await expect(Math.abs(offset)).toBeLessThan(5);
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async () => {
    const popup = await body().findByRole('dialog', { name: 'Información' });
    await expect(popup).toHaveAttribute('aria-busy', 'true');
    await expect(within(popup).getByRole('status')).toHaveTextContent('Cargando...');
  },
};

export const Failed: Story = {
  args: { state: { status: 'failed' }, fallbackTitle: 'Política de cookies' },
  play: async () => {
    const popup = await body().findByRole('dialog', { name: 'Política de cookies' });
    await expect(within(popup).getByRole('alert')).toHaveTextContent('No hemos podido cargar este contenido');
  },
};

export const HostileHtml: Story = {
  name: 'HTML that tries to run script is neutralised',
  args: {
    state: {
      status: 'loaded',
      title: 'Aviso',
      html: '<p>Texto</p><img src="data:," alt="" onerror="document.body.dataset.pwned=\'1\'"><a href="javascript:alert(1)">enlace</a><script>document.body.dataset.pwned="2"</script><a href="https://club.example" target="_blank">fuera</a>',
    },
  },
  play: async () => {
    const popup = await body().findByRole('dialog', { name: 'Aviso' });
    await expect(popup.querySelector('script, [onerror]')).toBeNull();
    await expect(within(popup).getByText('enlace')).not.toHaveAttribute('href', expect.stringContaining('javascript:'));
    await expect(within(popup).getByRole('link', { name: 'fuera' })).toHaveAttribute('rel', 'noopener noreferrer');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(document.body.dataset.pwned).toBeUndefined();
  },
};
