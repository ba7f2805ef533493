import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InlineAlert, Page, Panel } from '../../src/ui';

/** What Page is for, when to use it, and its accessibility: the docs page's description. */
const guidelines = `The frame of a page of the app: one column, phone first, one h1 and an optional intro.

**Use it** for every screen of the member area and the identity flows. \`narrow\` for one form (login, passwords), \`wide\` for a member's area of **Panel**s.

**Accessibility.** The title is the page's only h1. With \`focusTitle\` the title takes focus when it (or the flag) changes: for a page whose state changed in place (sent, done, failed), so screen readers read the new state.`;

const meta = {
  title: 'ui/Page',
  component: Page,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', docs: { description: { component: guidelines } } },
  args: { title: 'Recuperar la contraseña', intro: 'Te enviaremos un enlace a tu correo para elegir una nueva.' },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Narrow: Story = {
  name: 'Narrow: one form',
  args: { children: <InlineAlert tone="info">Revisa también la carpeta de correo no deseado.</InlineAlert> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Recuperar la contraseña' })).toBeVisible();
  },
};

export const Wide: Story = {
  name: 'Wide: panels of a member’s area, title focused after a change in place',
  args: {
    title: 'Mi perfil de abonado',
    intro: 'Hola, Lucía. Aquí tienes tus datos y lo que puedes hacer.',
    width: 'wide',
    focusTitle: true,
    children: (
      <Panel title="Tu abono">
        <p>Número de abonado 1001 · Temporada 25/26</p>
      </Panel>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Mi perfil de abonado' })).toHaveFocus();
  },
};
