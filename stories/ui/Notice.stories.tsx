import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, ButtonLink, Notice } from '../../src/ui';

/** What Notice is for, when to use it, and its accessibility: the docs page's description. */
const guidelines = `A notice that is part of the page when it loads (a failed debit, a validation still pending), with what to do about it: a title, an optional text and one action (a link or a button).

**Tones.** \`error\`, \`warning\`, \`info\`, \`success\`: the same palette as **InlineAlert**.

**vs its neighbours.** An **InlineAlert** reports the outcome of something the reader just did and is announced (\`role="alert"\` or \`status\`); a Notice was already there, so it has **no live role** and is read in page order. **AlertPopup** interrupts and must be answered. A whole screen that failed is a **StatusMessage**.

**Accessibility.** The tone is not told by colour alone: a visually hidden word opens the title ("Error:", "Aviso:", "Información:", "Hecho:", translated). With \`headingLevel\` the title is a heading of that level (reachable from the headings list: use it for a notice the reader must act on); otherwise a bold paragraph. The action is the caller's link or button, with the kit's focus ring.`;

const meta = {
  title: 'ui/Notice',
  component: Notice,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: guidelines } } },
  argTypes: { tone: { control: 'inline-radio', options: ['error', 'warning', 'info', 'success'] } },
  args: {
    tone: 'error',
    title: 'No hemos podido cobrar el recibo de noviembre',
    children: 'Tu banco ha devuelto el cargo de 60,00 €. Págalo antes del 15 de diciembre para conservar tu asiento.',
    action: <ButtonLink href="/area-privada/pagos">Pagar ahora</ButtonLink>,
  },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <Notice {...args} />
    </div>
  ),
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No live region: it was there when the page loaded. */
async function expectNotLive(canvasElement: HTMLElement) {
  await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
}

export const ErrorWithHeading: Story = {
  name: 'Error, heading, link',
  args: { headingLevel: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Error: No hemos podido cobrar el recibo de noviembre' })).toBeVisible();
    await expect(canvas.getByText(/Tu banco ha devuelto el cargo/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pagar ahora' })).toHaveAttribute('href', '/area-privada/pagos');
    await expectNotLive(canvasElement);
  },
};

const onResend = fn();

export const WarningWithButton: Story = {
  name: 'Warning, paragraph title, button',
  args: {
    tone: 'warning',
    title: 'Tu foto está pendiente de validación',
    children: 'La revisaremos en un máximo de 48 horas. Hasta entonces no podrás descargar tu carnet.',
    action: (
      <Button variant="secondary" onClick={onResend}>
        Cambiar la foto
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    onResend.mockClear();
    const canvas = within(canvasElement);
    // Without headingLevel the title is a bold paragraph, not a heading.
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.getByText('Tu foto está pendiente de validación').closest('p')).toHaveTextContent('Aviso: Tu foto está pendiente de validación');
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar la foto' }));
    await expect(onResend).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
    await expectNotLive(canvasElement);
  },
};

export const Info: Story = {
  args: { tone: 'info', title: 'La renovación abre el 1 de junio', children: 'Te avisaremos por correo.', action: undefined, headingLevel: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: 'Información: La renovación abre el 1 de junio' })).toBeVisible();
  },
};

export const Success: Story = {
  args: { tone: 'success', title: 'Tu abono está al día', children: undefined, action: undefined },
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByText('Tu abono está al día').closest('p');
    await expect(title).toHaveTextContent('Hecho: Tu abono está al día');
    // Title only: no empty body or action box.
    await expect(title?.parentElement?.children).toHaveLength(1);
    await expectNotLive(canvasElement);
  },
};

export const InEnglish: Story = {
  name: 'Tone word in English',
  globals: { locale: 'en' },
  args: { tone: 'warning', title: 'Your photo is waiting for review', children: undefined, action: undefined, headingLevel: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Warning: Your photo is waiting for review' })).toBeVisible();
  },
};

export const LongTexts: Story = {
  name: 'Long texts wrap',
  globals: { viewport: { value: 'mobile' } },
  args: {
    title: 'Domiciliaciónbancariarechazadaporlaentidad: revisa el IBAN de tu cuenta',
    children: 'Referencia del recibo: ES-2025-NOVIEMBRE-0000000000000000000123456789. Si crees que es un error, llama a las oficinas del club.',
  },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('div > div');
    if (!box) throw new Error('no notice');
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};
