import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, ButtonLink } from '../../src/ui';

/** What Button is for, when to use it, and its accessibility: the docs page's description. */
const guidelines = `\`Button\` for actions (submit, open, confirm); \`ButtonLink\` for navigation that should look like a button (an external shop, a PDF).

**Variants.** \`primary\`: the one main action of a view. \`secondary\`: the other actions (cancel, back). \`link\`: an action in running text. Sizes \`small\`, \`medium\` (default), \`large\` (banners, heroes). Kit components that take a \`renderLink\` use the same classes (\`buttonClass\`) on the app's router links.

**Accessibility.** A real \`<button>\`, \`type="button"\` unless told otherwise, so it never submits a form by accident; the theme's focus ring on \`:focus-visible\`. A disabled button cannot be focused: prefer explaining why an action is not possible. \`ButtonLink\` with \`newTab\` opens safely and says so to screen readers.`;

const meta = {
  title: 'ui/Button',
  component: Button,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: guidelines } } },
  args: { children: 'Abónate ahora', onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'link'],
      description: '`primary` (default): the main action; `secondary`: the others; `link`: an action in running text.',
    },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'], description: '`medium` by default; `large` in banners.' },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Abónate ahora' });
    // Never submits a form by accident.
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Ver ventajas' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ver ventajas' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const LinkLooking: Story = {
  name: 'Link variant',
  args: { variant: 'link', children: 'Más información' },
  play: async ({ canvasElement, args }) => {
    // Looks like a link, but it is still a button for the accessibility tree.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Más información' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Small: Story = {
  args: { size: 'small', children: 'Aceptar' },
  play: async ({ canvasElement }) => {
    const small = within(canvasElement).getByRole('button', { name: 'Aceptar' });
    // Even the small size keeps a 44 px touch target.
    await expect(small.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const SmallSecondary: Story = {
  args: { size: 'small', variant: 'secondary', children: 'Reintentar' },
};

export const Medium: Story = {
  args: { size: 'medium' },
};

export const Large: Story = {
  args: { size: 'large' },
  play: async ({ canvasElement }) => {
    const large = within(canvasElement).getByRole('button', { name: 'Abónate ahora' });
    await expect(large.getBoundingClientRect().height).toBeGreaterThanOrEqual(52);
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Abonos agotados' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Abonos agotados' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const DisabledSecondary: Story = {
  args: { disabled: true, variant: 'secondary', children: 'No disponible' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'No disponible' })).toBeDisabled();
  },
};

export const SubmitInForm: Story = {
  name: 'Submit button in a form',
  render: (args) => (
    <form
      aria-label="Boletín"
      onSubmit={(event) => {
        event.preventDefault();
        args.onClick?.(event as never);
      }}
    >
      <Button>Cancelar</Button> <Button type="submit">Enviar</Button>
    </form>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The default type "button" does not submit; only an explicit type="submit" does.
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onClick).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const AsButtonLink: Story = {
  name: 'ButtonLink (navigation)',
  render: () => (
    <ButtonLink href="https://entradas.example.com/abonos" variant="primary">
      Comprar abono
    </ButtonLink>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Comprar abono' });
    await expect(link).toHaveAttribute('href', 'https://entradas.example.com/abonos');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const ButtonLinkSecondarySmall: Story = {
  name: 'ButtonLink secondary small',
  render: () => (
    <ButtonLink href="/abonado" variant="secondary" size="small">
      Iniciar sesión
    </ButtonLink>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/abonado');
  },
};

export const AllVariants: Story = {
  name: 'All variants and sizes',
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(3, max-content)', alignItems: 'center', justifyItems: 'start' }}>
      {(['primary', 'secondary', 'link'] as const).flatMap((variant) =>
        (['small', 'medium', 'large'] as const).map((size) => (
          <Button key={`${variant}-${size}`} variant={variant} size={size}>
            {`${variant} ${size}`}
          </Button>
        )),
      )}
      <Button disabled>primary disabled</Button>
      <Button variant="secondary" disabled>
        secondary disabled
      </Button>
      <ButtonLink href="/">button link</ButtonLink>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(11);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    // The link-looking variant has no padding at any size, so it lines up with running text.
    for (const size of ['small', 'medium', 'large']) {
      await expect(getComputedStyle(canvas.getByRole('button', { name: `link ${size}` })).paddingLeft).toBe('0px');
    }
  },
};

export const AllVariantsAsLinks: Story = {
  name: 'ButtonLink: all variants and sizes',
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(3, max-content)', alignItems: 'center', justifyItems: 'start' }}>
      {(['primary', 'secondary', 'link'] as const).flatMap((variant) =>
        (['small', 'medium', 'large'] as const).map((size) => (
          <ButtonLink key={`${variant}-${size}`} href={`/abonos/${variant}-${size}`} variant={variant} size={size}>
            {`${variant} ${size}`}
          </ButtonLink>
        )),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(9);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const ButtonLinkNewTab: Story = {
  name: 'ButtonLink opening a new tab',
  render: () => (
    <ButtonLink href="/docs/dossier-abonos-25-26.pdf" variant="secondary" newTab>
      Descargar dossier
    </ButtonLink>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Descargar dossier (se abre en una pestaña nueva)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const FocusVisible: Story = {
  name: 'Focus visible (keyboard)',
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}>
      <Button>Abónate ahora</Button>
      <Button variant="secondary">Ver ventajas</Button>
      <ButtonLink href="/abonos/adulto" variant="link">
        Abono adulto
      </ButtonLink>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expectRing = async (element: HTMLElement) => {
      await expect(element).toHaveFocus();
      await expect(element).toHaveStyle({ outlineStyle: 'solid', outlineWidth: '3px' });
    };
    await userEvent.tab();
    await expectRing(canvas.getByRole('button', { name: 'Abónate ahora' }));
    await userEvent.tab();
    await expectRing(canvas.getByRole('button', { name: 'Ver ventajas' }));
    await userEvent.tab();
    await expectRing(canvas.getByRole('link', { name: 'Abono adulto' }));
  },
};
