import { act, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { users } from '../../../stories/fixtures/users';
import type { ExtendedUser } from '../../api/users';
import { useCurrentUser } from '../../lib/session';
import { spanishI18n } from '../../test/i18n';
import { Layout } from './Layout';
import { useHashFocus } from './useHashFocus';

// The header, footer, notices and queue read the network; this test is about what sits between them.
vi.mock('./SiteHeader', () => ({ SiteHeader: () => <header>Cabecera</header> }));
vi.mock('./SiteFooter', () => ({ SiteFooter: () => null }));
vi.mock('./SiteCookieNotice', () => ({ SiteCookieNotice: () => null }));
vi.mock('./AuthOverlays', () => ({ AuthOverlays: () => null }));
vi.mock('../../features/queue', () => ({ useQueueTracker: () => undefined }));
vi.mock('../../lib/session', async (importOriginal) => ({ ...(await importOriginal<object>()), useCurrentUser: vi.fn() }));

function signedIn(user: ExtendedUser | null) {
  vi.mocked(useCurrentUser).mockReturnValue({ data: user, error: undefined, isLoading: false } as ReturnType<typeof useCurrentUser>);
}

/** A profile with a linkable section, as the partner profile page has. */
function Profile() {
  useHashFocus();
  return <section id="pagos" tabIndex={-1} aria-label="Pagos" />;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        Component: Layout,
        children: [
          { path: '/abonado/perfil', Component: Profile },
          { path: '*', Component: () => <h1>Página</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={spanishI18n()}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

describe('the layout\'s "Mi área" navigation', () => {
  beforeEach(() => {
    vi.mocked(useCurrentUser).mockReset();
    // jsdom has no scrolling: the layout's scroll restoration would only print that.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('shows on a private page to a logged-in member, under the header and outside the page', async () => {
    signedIn(users.PARTNER);
    renderAt('/abonado/carnet');
    const nav = await screen.findByRole('navigation', { name: 'Mi área' });
    expect(screen.getByRole('main').contains(nav)).toBe(false);
    expect(screen.getByText('Cabecera').compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Mi carnet' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows on the member home to a logged-in member', async () => {
    signedIn(users.SYMPATHIZER);
    renderAt('/abonado');
    expect(await screen.findByRole('navigation', { name: 'Mi área' })).toBeTruthy();
  });

  it('is not there for a visitor on the member home (the login)', async () => {
    signedIn(null);
    renderAt('/abonado');
    await screen.findByRole('heading', { name: 'Página' });
    expect(screen.queryByRole('navigation', { name: 'Mi área' })).toBeNull();
  });

  it('its profile section links land on the section from another page: focus there, not on the page', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    signedIn(users.PARTNER);
    const router = renderAt('/abonado/carnet');
    const nav = await screen.findByRole('navigation', { name: 'Mi área' });
    await act(() => router.navigate(within(nav).getByRole('link', { name: 'Pagos' }).getAttribute('href')!));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Pagos' })));
    expect(within(nav).getByRole('link', { name: 'Pagos' }).getAttribute('aria-current')).toBe('page');
  });

  it.each([['/'], ['/abonos/oro'], ['/invitado/abc'], ['/sso/login']])('is not there on %s, even for a member', async (path) => {
    signedIn(users.PARTNER);
    renderAt(path);
    await screen.findByRole('heading', { name: 'Página' });
    expect(screen.queryByRole('navigation', { name: 'Mi área' })).toBeNull();
  });
});
