import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InlineAlert } from '../../src/ui';

/** What InlineAlert is for, when to use it, and its accessibility: the docs page's description. */
const guidelines = `A message inside the page, beside what it is about: a form's outcome, a rule that applies, a failed load of one part.

**Tones.** \`error\` (something failed), \`warning\` (it may fail or needs attention), \`success\`, \`info\`.

**vs its neighbours.** **AlertPopup** interrupts with a modal and must be answered; an InlineAlert stays in the page and does not take focus. A field's own error belongs on the field (**TextField** \`error\`). A whole screen that failed is a **StatusMessage**.

**Accessibility.** Errors and warnings are \`role="alert"\` (announced at once); success and info \`role="status"\` (announced politely). With \`live={false}\` it has no role, for a message that is there from the start and needs no announcement.`;

const meta = {
  title: 'ui/InlineAlert',
  component: InlineAlert,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: guidelines } } },
  argTypes: { tone: { control: 'inline-radio', options: ['error', 'warning', 'success', 'info'] } },
  args: { tone: 'error', children: 'No hemos podido conectar con el club. Comprueba tu conexión e inténtalo de nuevo.' },
} satisfies Meta<typeof InlineAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorTone: Story = {
  name: 'Error (alert)',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('No hemos podido conectar con el club.');
  },
};

export const WarningTone: Story = {
  name: 'Warning with title (alert)',
  args: {
    tone: 'warning',
    title: 'Demasiados intentos seguidos',
    children: 'Por tu seguridad, espera 5 minutos antes de volver a intentarlo.',
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByText('Demasiados intentos seguidos')).toBeVisible();
    await expect(alert).toHaveTextContent('espera 5 minutos');
  },
};

export const SuccessTone: Story = {
  name: 'Success (status)',
  args: {
    tone: 'success',
    children: 'Tu contraseña nueva ya funciona. Hemos cerrado tu sesión en los demás dispositivos.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Good news is announced politely, without interrupting.
    await expect(canvas.getByRole('status')).toHaveTextContent('Tu contraseña nueva ya funciona.');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const InfoTone: Story = {
  name: 'Info (status)',
  args: { tone: 'info', children: 'Inicia sesión para continuar. Después volverás a la página que querías ver.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Inicia sesión para continuar.');
  },
};

export const TitleOnly: Story = {
  name: 'Title only',
  args: { tone: 'success', title: 'Contraseña cambiada', children: undefined },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Contraseña cambiada');
    // No empty body under the title.
    await expect(status.children).toHaveLength(1);
  },
};

export const NotLive: Story = {
  name: 'Not live (no role)',
  args: {
    tone: 'info',
    live: false,
    children: 'Vuelve a iniciar sesión para continuar. Lo que has escrito en esta página se mantiene.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Part of the page from the start (e.g. in a dialog): read in order, not announced.
    await expect(canvas.getByText(/Vuelve a iniciar sesión para continuar/)).toBeVisible();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
