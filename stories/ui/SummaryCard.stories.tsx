import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KeyFigure, KeyFigureList, SummaryCard, type SummaryCardProps } from '../../src/ui';

/** What SummaryCard is for, when to use it, and its accessibility: the docs page's description. */
const guidelines = `A titled block of a dashboard (payments, next game, credits) with its own **loading**, **empty** and **failed** states, so one block that waits or fails never blanks the rest of the page.

**States.** \`ready\` shows the children; \`loading\` a few skeleton bars; \`empty\` the \`emptyText\`; \`failed\` the \`failedText\` (a kit default when missing) and, with \`onRetry\`, a "Reintentar" button. The optional \`action\` is one link at the foot, in the ready and empty states. \`tone="highlight"\` marks the block that matters most now (a thicker top band and shadow, not only a colour).

**vs its neighbours.** A **Panel** is a titled section of a form-like page (data with edit actions), without states. A whole screen that failed is a **StatusMessage**; a problem the reader must act on is a **Notice**. Put **KeyFigureList** or **DetailList** inside.

**Accessibility.** A \`section\` landmark named by its heading (h2 by default, \`headingLevel\` 3 under a section heading). Loading: \`aria-busy\` on the section, a visually hidden "Cargando…" and decorative bars (\`aria-hidden\`) that stop pulsing under reduced motion. Failed: **no live role** on purpose: several blocks may fail on one page load and announcing each would talk over the reader; the text is found in its named section. The retry button and the foot link add the title for screen readers ("Reintentar, Pagos"); pressing retry moves focus to the block's title (focusable by script only), so it is not lost when the button disappears while the block reloads.`;

const figures = (
  <KeyFigureList>
    <KeyFigure label="Pagado" value="240,00 €" />
    <KeyFigure label="Próximo cargo" value="60,00 €" hint="1 de diciembre" />
  </KeyFigureList>
);

const meta = {
  title: 'ui/SummaryCard',
  component: SummaryCard,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: guidelines } } },
  argTypes: {
    state: { control: 'inline-radio', options: ['ready', 'loading', 'empty', 'failed'] },
    tone: { control: 'inline-radio', options: ['default', 'highlight'] },
  },
  args: { title: 'Pagos', children: figures, action: { label: 'Ver mis pagos', href: '/area-privada/pagos' } },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <SummaryCard {...args} />
    </div>
  ),
} satisfies Meta<typeof SummaryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const sectionOf = (canvasElement: HTMLElement, name = 'Pagos') => within(canvasElement).getByRole('region', { name });

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const section = sectionOf(canvasElement);
    await expect(within(section).getByRole('heading', { level: 2, name: 'Pagos' })).toBeInTheDocument();
    await expect(section).toHaveTextContent('Próximo cargo60,00 €1 de diciembre');
    await expect(section).not.toHaveAttribute('aria-busy');
    // The foot link carries the block's title for screen readers.
    const link = within(section).getByRole('link', { name: /^Ver mis pagos\s*, Pagos$/ });
    await expect(link).toHaveAttribute('href', '/area-privada/pagos');
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const section = sectionOf(canvasElement);
    await expect(section).toHaveAttribute('aria-busy', 'true');
    await expect(section).toHaveTextContent('Cargando...');
    await expect(section).not.toHaveTextContent('240,00 €');
    // Nothing to act on while it loads: no foot link yet.
    await expect(within(section).queryByRole('link')).not.toBeInTheDocument();
    await expect(section.querySelectorAll('[aria-hidden="true"] span')).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { state: 'empty', title: 'Mis entradas', emptyText: 'Todavía no tienes entradas para esta temporada.', action: { label: 'Comprar entradas', href: '/entradas' } },
  play: async ({ canvasElement }) => {
    const section = sectionOf(canvasElement, 'Mis entradas');
    await expect(within(section).getByText('Todavía no tienes entradas para esta temporada.')).toBeVisible();
    await expect(section).not.toHaveTextContent('240,00 €');
    await expect(within(section).getByRole('link', { name: /^Comprar entradas\s*, Mis entradas$/ })).toBeVisible();
  },
};

export const FailedDefaultText: Story = {
  name: 'Failed, kit text, no retry',
  args: { state: 'failed' },
  play: async ({ canvasElement }) => {
    const section = sectionOf(canvasElement);
    await expect(within(section).getByText('No hemos podido cargar esta información.')).toBeVisible();
    await expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    // Part of the page, not an interruption; and no link to a block that did not load.
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
    await expect(within(section).queryByRole('link')).not.toBeInTheDocument();
  },
};

const onRetry = fn();

/** A caller that reloads on retry: the block goes back to loading. */
function RetryingCard(props: SummaryCardProps) {
  const [state, setState] = useState(props.state);
  return (
    <SummaryCard
      {...props}
      state={state}
      onRetry={() => {
        props.onRetry?.();
        setState('loading');
      }}
    />
  );
}

export const FailedWithRetry: Story = {
  name: 'Failed with retry (back to loading)',
  args: { state: 'failed', failedText: 'No hemos podido cargar tus pagos.', onRetry },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <RetryingCard {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    onRetry.mockClear();
    const section = sectionOf(canvasElement);
    await expect(section).toHaveTextContent('No hemos podido cargar tus pagos.');
    await userEvent.click(within(section).getByRole('button', { name: /^Reintentar\s*, Pagos$/ }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
    await expect(section).toHaveAttribute('aria-busy', 'true');
    // The button is gone; focus waits on the block's title instead of falling to the page.
    await expect(within(section).getByRole('heading', { name: 'Pagos' })).toHaveFocus();
  },
};

export const Highlight: Story = {
  args: {
    tone: 'highlight',
    title: 'Renueva tu abono',
    children: <p>La renovación está abierta hasta el 15 de julio.</p>,
    action: { label: 'Renovar mi abono', href: '/renovacion' },
  },
  play: async ({ canvasElement }) => {
    const section = sectionOf(canvasElement, 'Renueva tu abono');
    await expect(section).toHaveTextContent('La renovación está abierta hasta el 15 de julio.');
    // Told apart by a thicker band, not only by its colour.
    await expect(parseFloat(getComputedStyle(section).borderTopWidth)).toBeGreaterThan(1);
  },
};

export const HeadingLevel3: Story = {
  name: 'Heading level 3, router link',
  args: {
    headingLevel: 3,
    renderLink: (href, label, className) => (
      <Link className={className} to={href}>
        {label}
      </Link>
    ),
  },
  play: async ({ canvasElement }) => {
    const section = sectionOf(canvasElement);
    await expect(within(section).getByRole('heading', { level: 3, name: 'Pagos' })).toBeInTheDocument();
    await expect(within(section).getByRole('link', { name: /^Ver mis pagos/ })).toHaveAttribute('href', '/area-privada/pagos');
  },
};

export const InEnglish: Story = {
  name: 'Kit texts in English',
  globals: { locale: 'en' },
  args: { state: 'failed', title: 'Payments', onRetry: fn() },
  play: async ({ canvasElement }) => {
    const section = sectionOf(canvasElement, 'Payments');
    await expect(section).toHaveTextContent("We couldn't load this information.");
    await expect(within(section).getByRole('button', { name: /^Try again\s*, Payments$/ })).toBeVisible();
  },
};

export const LongTexts: Story = {
  name: 'Long texts wrap',
  globals: { viewport: { value: 'mobile' } },
  args: {
    title: 'Desplazamientosinterautonómicosdelaaficiónvalencianista y abonos compartidos',
    state: 'empty',
    emptyText: 'Todavía no hay ningún desplazamiento organizado por la peña para esta temporada de baloncesto.',
    action: { label: 'Consultar los desplazamientos organizados por la peña', href: '/desplazamientos' },
  },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region');
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};
