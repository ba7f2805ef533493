import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ExtendedUser } from '../../../src/api/users';
import { PrivateNavView } from '../../../src/app/shell/PrivateNav';
import { privateSections } from '../../../src/app/shell/private-sections';
import { users } from '../../fixtures/users';

/**
 * The "Mi área" navigation under the header of every private page: the member's sections by kind,
 * the current one marked. The Layout shows it (PrivateNav reads the session's user); the stories
 * render the view with the sections each kind gets.
 */
const meta = {
  title: 'app/shell/PrivateNav',
  component: PrivateNavView,
  parameters: { layout: 'fullscreen', route: '/abonado' },
  args: { sections: privateSections(users.PARTNER) },
} satisfies Meta<typeof PrivateNavView>;

export default meta;
type Story = StoryObj<typeof meta>;

const impersonator = { name: 'Andrés', lastname: 'Llorens Pons', mail: 'empleado@demo.club' };
const shareholderFan: ExtendedUser = { ...users.FAN, fan: { id: 41, actions: { shareholders: { available: true } } } };

const navOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('navigation', { name: 'Mi área' });

/** The links' names and addresses in order, and which one is the current page. */
async function expectLinks(canvasElement: HTMLElement, expected: [name: string, href: string][], current: string) {
  const links = within(navOf(canvasElement)).getAllByRole('link');
  await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(expected);
  await expect(links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent)).toEqual([current]);
}

/** The current tab lies wholly inside the strip's visible part (scrolled there on a phone). */
async function expectCurrentInView(canvasElement: HTMLElement) {
  const nav = navOf(canvasElement);
  const strip = within(nav).getByRole('list');
  const current = nav.querySelector('[aria-current="page"]')!;
  const box = strip.getBoundingClientRect();
  const tab = current.getBoundingClientRect();
  await expect(tab.left).toBeGreaterThanOrEqual(box.left - 1);
  await expect(tab.right).toBeLessThanOrEqual(box.right + 1);
}

const PARTNER_LINKS: [string, string][] = [
  ['Inicio', '/abonado'],
  ['Mi carnet', '/abonado/carnet'],
  ['Mi temporada', '/abonado/temporada'],
  ['Mi asiento', '/abonado/perfil#asiento'],
  ['Mi grupo', '/abonado/perfil#grupo'],
  ['Pagos', '/abonado/perfil#pagos'],
  ['Mi perfil', '/abonado/perfil'],
];

/* --- One story per kind of user ------------------------------------------------------------- */

function kind(name: string, user: ExtendedUser, route: string, expected: [string, string][], current: string): Story {
  return {
    name: `Kind: ${name}`,
    args: { sections: privateSections(user) },
    parameters: { route },
    play: async ({ canvasElement }) => {
      await expectLinks(canvasElement, expected, current);
      await expectCurrentInView(canvasElement);
    },
  };
}

export const Partner = kind('partner', users.PARTNER, '/abonado', PARTNER_LINKS, 'Inicio');
export const Sympathizer = kind(
  'sympathizer',
  users.SYMPATHIZER,
  '/simpatizante/perfil',
  [
    ['Inicio', '/abonado'],
    ['Mis entradas', '/entradas'],
    ['Mi perfil', '/simpatizante/perfil'],
  ],
  'Mi perfil',
);
export const Fan = kind(
  'fan',
  users.FAN,
  '/entradas',
  [
    ['Inicio', '/abonado'],
    ['Mis entradas', '/entradas'],
  ],
  'Mis entradas',
);
export const FanShareholder = kind(
  'fan and shareholder',
  shareholderFan,
  '/accionista',
  [
    ['Inicio', '/abonado'],
    ['Mis entradas', '/entradas'],
    ['Accionista', '/accionista'],
  ],
  'Accionista',
);
export const EnterpriseAdmin = kind(
  'enterprise administrator',
  users.ENTERPRISE_ADMIN,
  '/empresa/perfil',
  [
    ['Inicio', '/abonado'],
    ['Mi empresa', '/empresa/perfil'],
  ],
  'Mi empresa',
);
export const Employee = kind(
  'employee',
  { ...users.EMPLOYEE, impersonator: null },
  '/taquilla',
  [
    ['Inicio', '/abonado'],
    ['Control de acceso', '/taquilla'],
    ['Revisión de fotos', '/revision-fotos'],
  ],
  'Control de acceso',
);
export const EmployeeImpersonating = kind('employee impersonating a partner', { ...users.PARTNER, impersonator }, '/abonado/carnet', PARTNER_LINKS, 'Mi carnet');

/* --- One story per current position (the partner, who has them all) ------------------------- */

function currentAt(route: string, current: string): Story {
  return {
    name: `Current: ${current} (${route})`,
    parameters: { route },
    play: async ({ canvasElement }) => {
      await expectLinks(canvasElement, PARTNER_LINKS, current);
      await expectCurrentInView(canvasElement);
    },
  };
}

export const CurrentHome = currentAt('/abonado', 'Inicio');
export const CurrentCard = currentAt('/abonado/carnet', 'Mi carnet');
export const CurrentSeason = currentAt('/abonado/temporada', 'Mi temporada');
export const CurrentSeat = currentAt('/abonado/perfil#asiento', 'Mi asiento');
export const CurrentGroup = currentAt('/abonado/perfil#grupo', 'Mi grupo');
export const CurrentPayments = currentAt('/abonado/perfil#pagos', 'Pagos');
export const CurrentProfile = currentAt('/abonado/perfil', 'Mi perfil');

export const NoneCurrent: Story = {
  name: 'Current: none (a page below a section)',
  parameters: { route: '/abonado/cambio-asiento/seleccion-sector' },
  play: async ({ canvasElement }) => {
    await expect(navOf(canvasElement).querySelector('[aria-current]')).toBeNull();
  },
};

/* --- Keyboard and widths -------------------------------------------------------------------- */

export const Keyboard: Story = {
  name: 'Keyboard: Tab through the links, Enter follows one',
  play: async ({ canvasElement }) => {
    const links = within(navOf(canvasElement)).getAllByRole('link');
    for (const link of links) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
    await userEvent.keyboard('{Enter}');
    // The last link ("Mi perfil") is now the page; the strip keeps it in view.
    await waitFor(() => expect(links.at(-1)).toHaveAttribute('aria-current', 'page'));
    await expect(links[0]).not.toHaveAttribute('aria-current');
    await waitFor(() => expectCurrentInView(canvasElement));
    await waitFor(() => expectStripStill(canvasElement));
  },
};

/** The strip has stopped scrolling (a smooth scroll after a navigation): the capture sees its end. */
async function expectStripStill(canvasElement: HTMLElement) {
  const strip = within(navOf(canvasElement)).getByRole('list');
  const before = strip.scrollLeft;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await expect(strip.scrollLeft).toBe(before);
}

export const PhoneLastCurrent: Story = {
  name: 'Phone: the strip scrolls to the current tab, 44 px targets',
  parameters: { route: '/abonado/perfil' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const strip = within(navOf(canvasElement)).getByRole('list');
    // Seven tabs do not fit 375 px: the strip scrolls sideways, not the page.
    await expect(strip.scrollWidth).toBeGreaterThan(strip.clientWidth);
    await expect(strip.scrollLeft).toBeGreaterThan(0);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await expectCurrentInView(canvasElement);
    for (const link of within(strip).getAllByRole('link')) await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const DesktopAllFit: Story = {
  name: 'Desktop: every tab fits in one row',
  parameters: { route: '/abonado/perfil#pagos' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const strip = within(navOf(canvasElement)).getByRole('list');
    await expect(strip.scrollWidth).toBeLessThanOrEqual(strip.clientWidth);
    await expect(strip.scrollLeft).toBe(0);
  },
};
