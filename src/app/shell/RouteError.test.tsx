import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { spanishI18n } from '../../test/i18n';
import { RouteError } from './RouteError';

afterEach(() => vi.restoreAllMocks());

function renderRoute(loader: () => Promise<string>) {
  function Page() {
    return <h1>Página cargada</h1>;
  }
  const router = createMemoryRouter([{ path: '/', loader, Component: Page, ErrorBoundary: RouteError }]);
  render(
    <I18nextProvider i18n={spanishI18n()}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('route error boundary', () => {
  it('says what happened in Spanish, takes focus, and its retry reruns the route', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    renderRoute(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('boom');
      return 'ok';
    });
    // Generous waits: on a loaded machine the lazy route and the focus effect can take over a second.
    const title = await screen.findByRole('heading', { name: 'Algo ha fallado' });
    expect(screen.getByRole('alert').textContent).toMatch(/error inesperado/);
    await waitFor(() => expect(document.activeElement).toBe(title));
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Página cargada' })).toBeTruthy();
    expect(attempts).toBe(2);
  });
});
