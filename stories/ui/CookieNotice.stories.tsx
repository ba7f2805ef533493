import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CookieNotice } from '../../src/ui';

/** What CookieNotice is for, when to use it, and its accessibility: the docs page's description. */
const guidelines = `The cookie notice at the bottom of the page, with a link to the cookies-policy page (when that page exists) and an accept button.

The app decides when it shows and stores the answer (\`a360_cookie_advice\`); the component only draws it.

**Accessibility.** A \`region\` named "Aviso de cookies", at the end of the page: it does not take focus or interrupt. The accept button is a real button.`;

const meta = {
  title: 'ui/CookieNotice',
  component: CookieNotice,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', docs: { description: { component: guidelines } } },
  args: { onAccept: fn() },
} satisfies Meta<typeof CookieNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPolicyLink: Story = {
  args: { policyHref: '/politica-cookies' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Aviso de cookies' });
    await expect(region).toHaveTextContent('Usamos cookies propias');
    await expect(canvas.getByRole('link', { name: 'Consulta nuestra política de cookies.' })).toHaveAttribute(
      'href',
      '/politica-cookies',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Aceptar' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
  },
};

export const WithoutPolicyLink: Story = {
  name: 'Without policy link (page does not exist)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Aviso de cookies' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Consulta nuestra política de cookies.')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Aceptar' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
  },
};

export const AcceptWithKeyboard: Story = {
  name: 'Accept with the keyboard',
  args: { policyHref: '/politica-cookies' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Aceptar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
  },
};

export const WithRouterLink: Story = {
  name: 'Policy link rendered by the router',
  args: {
    policyHref: '/politica-cookies',
    renderLink: (href, label, className) => (
      <Link className={className} to={href}>
        {label}
      </Link>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Consulta nuestra política de cookies.' });
    await expect(link).toHaveAttribute('href', '/politica-cookies');
  },
};

export const CustomTexts: Story = {
  args: {
    policyHref: '/politica-cookies',
    text: 'Este sitio solo usa cookies técnicas.',
    policyLabel: 'Más información',
    acceptLabel: 'Entendido',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Este sitio solo usa cookies técnicas\./)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Más información' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Entendido' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  name: 'On a 375 px phone',
  args: { policyHref: '/politica-cookies' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Aceptar' });
    await expect(button).toBeVisible();
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
