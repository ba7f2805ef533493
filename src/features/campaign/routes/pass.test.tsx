import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { environment } from '../../../lib/config';
import { spanishI18n } from '../../../test/i18n';
import { PASS_SLUGS, passRoute } from '../data/campaign';
import { Component, loader } from './pass';

/** The route as the app declares it, plus a stand-in for the not-found page. */
function show(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', Component: () => <p>inicio</p> },
      { path: '/abonos/:pass', loader, Component, HydrateFallback: () => null },
      { path: '/noroute', Component: () => <p>no encontrada</p> },
    ],
    { initialEntries: ['/', path], initialIndex: 1 },
  );
  render(
    <I18nextProvider i18n={spanishI18n()}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

describe('abonos/:pass (spec §2)', () => {
  it('sends an unknown pass type to /noroute, replacing the address', async () => {
    const router = show('/abonos/platino');
    await screen.findByText('no encontrada');
    expect(router.state.location.pathname).toBe('/noroute');
    expect(router.state.historyAction).toBe('REPLACE');
    // Back goes to where the visitor came from, not to the bad address again.
    await act(() => router.navigate(-1));
    await screen.findByText('inicio');
  });

  it.each(PASS_SLUGS)('renders the %s page', async (slug) => {
    const router = show(passRoute(slug));
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe(passRoute(slug));
    for (const link of screen.getAllByRole('link', { name: 'Abónate ahora' })) {
      expect(link.getAttribute('href')).toBe(environment.ticketingUrl);
    }
  });

  it('names the youth page after its pass', async () => {
    show(passRoute('joven'));
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title.textContent).toBe('Abono joven');
  });
});
