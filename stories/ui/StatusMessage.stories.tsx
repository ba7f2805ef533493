import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, ButtonLink, StatusMessage } from '../../src/ui';

/** What StatusMessage is for, when to use it, and its accessibility: the docs page's description. */
const guidelines = `A full-width message for a whole screen or section: empty, failed, not found, maintenance, done. Optional badge ("404"), text and actions that give a way on.

**vs its neighbours.** **InlineAlert** is a message beside a form or a part of a page; **AlertPopup** interrupts with a modal. Use StatusMessage when the message *is* the content.

**Accessibility.** The title is a heading (h1 for a page, h2 inside one). With \`focusOnMount\` it takes focus, so screen-reader users hear what happened. \`role\` \`alert\` or \`status\` makes it a live region when it replaces content in place. The badge is hidden from screen readers.`;

const meta = {
  title: 'ui/StatusMessage',
  component: StatusMessage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', docs: { description: { component: guidelines } } },
  args: {
    title: 'No encontramos esta página',
    text: 'Puede que la dirección esté mal escrita o que la página ya no exista.',
  },
} satisfies Meta<typeof StatusMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleAndText: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeInTheDocument();
    await expect(canvas.getByText(/dirección esté mal escrita/)).toBeInTheDocument();
  },
};

export const TitleOnly: Story = {
  args: { text: undefined, title: 'Sin abonos disponibles' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Sin abonos disponibles' })).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(0);
  },
};

export const WithBadge: Story = {
  args: { badge: '404' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('404');
    await expect(badge).toBeVisible();
    // A visual label only: screen readers go straight to the title.
    await expect(badge).toHaveAttribute('aria-hidden', 'true');
  },
};

const onPrimary = fn();
const onSecondary = fn();

export const WithActions: Story = {
  args: {
    title: 'Algo ha fallado',
    text: 'Ha ocurrido un error inesperado al mostrar esta página. Puedes intentarlo de nuevo.',
    actions: (
      <div style={{ display: 'flex', gap: 8 }}>
        <Button onClick={onPrimary}>Reintentar</Button>
        <Button variant="secondary" onClick={onSecondary}>
          Cancelar
        </Button>
        <ButtonLink href="/" variant="link">
          Volver al inicio
        </ButtonLink>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    onPrimary.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(onPrimary).toHaveBeenCalledTimes(1);
    await expect(onSecondary).not.toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  },
};

export const FocusOnMount: Story = {
  name: 'focusOnMount moves focus to the heading',
  args: { focusOnMount: true, role: 'alert', title: 'Algo ha fallado', text: 'Puedes intentarlo de nuevo.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: 'Algo ha fallado' });
    await expect(heading).toHaveFocus();
    // Focusable by script only, not a Tab stop.
    await expect(heading).toHaveAttribute('tabindex', '-1');
    await expect(canvas.getByRole('alert')).toContainElement(heading);
  },
};

/** Shows the message only after an action, as the app does when a request fails. */
function AppearsAfterAction(props: ComponentProps<typeof StatusMessage>) {
  const [shown, setShown] = useState(false);
  return shown ? (
    <StatusMessage {...props} />
  ) : (
    <div style={{ padding: 16 }}>
      <Button onClick={() => setShown(true)}>Renovar abono</Button>
    </div>
  );
}

export const FocusOnMountAfterAction: Story = {
  name: 'focusOnMount after an action takes focus from the button',
  args: { focusOnMount: true, role: 'alert', title: 'Algo ha fallado', text: 'Puedes intentarlo de nuevo.' },
  render: (args) => <AppearsAfterAction {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Renovar abono' }));
    await expect(await canvas.findByRole('heading', { name: 'Algo ha fallado' })).toHaveFocus();
  },
};

export const WithoutFocusOnMount: Story = {
  name: 'Without focusOnMount focus stays put',
  render: (args) => <AppearsAfterAction {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Renovar abono' });
    await userEvent.click(trigger);
    await expect(await canvas.findByRole('heading', { name: 'No encontramos esta página' })).not.toHaveFocus();
  },
};

export const AsStatusLevel2: Story = {
  name: 'Status role, level 2 heading',
  args: { role: 'status', level: 2, title: 'Tu renovación está en curso', text: 'Te avisaremos por correo cuando termine.' },
  decorators: [
    (Story) => (
      <>
        <h1 style={{ padding: 16 }}>Mi área privada</h1>
        <Story />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Tu renovación está en curso' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Te avisaremos por correo');
  },
};
