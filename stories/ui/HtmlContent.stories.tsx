import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HtmlContent } from '../../src/ui';

/** What HtmlContent is for, when to use it, and its accessibility: the docs page's description. */
const guidelines = `The one place where HTML from outside (the CMS, the API) becomes DOM. It is sanitised with DOMPurify first; a link that opens a new tab gets \`rel="noopener noreferrer"\`, other targets are removed.

**Use it** for any HTML string; never \`dangerouslySetInnerHTML\` elsewhere. The HTML keeps its own headings and lists, so its structure is up to the author.`;

const meta = {
  title: 'ui/HtmlContent',
  component: HtmlContent,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: guidelines } } },
} satisfies Meta<typeof HtmlContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Formatted: Story = {
  args: {
    html: '<h2>Ventajas del abono</h2><p>Acceso a <strong>34 partidos</strong> y descuentos en la tienda.</p><ul><li>Asiento fijo</li><li>Preferencia en finales</li></ul><p><a href="https://club.example/ventajas" target="_blank">Todas las ventajas</a></p>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Ventajas del abono' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Todas las ventajas' })).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const HostileMarkup: Story = {
  name: 'Scripts, handlers, javascript: links and forms are removed',
  args: {
    html: '<p>Hola</p><script>document.body.dataset.pwned="1"</script><img src="data:," alt="" onerror="document.body.dataset.pwned=\'2\'"><a href="javascript:alert(1)">pulsa</a><form action="https://evil.example"><input name="pin"></form><a href="/aviso-legal" target="_top">aviso</a>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('script, [onerror], form, input')).toBeNull();
    await expect(canvas.getByText('pulsa')).not.toHaveAttribute('href', expect.stringContaining('javascript'));
    await expect(canvas.getByRole('link', { name: 'aviso' })).not.toHaveAttribute('target');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(document.body.dataset.pwned).toBeUndefined();
  },
};
