import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useHashFocus } from './useHashFocus';

/** A profile whose sections appear once its data has come (a moment later). */
function Profile() {
  useHashFocus();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setLoaded(true), 20);
    return () => window.clearTimeout(timer);
  }, []);
  if (!loaded) return <p>Cargando</p>;
  return (
    <>
      <section id="asiento" tabIndex={-1} aria-label="Tu abono" />
      <section id="pagos" tabIndex={-1} aria-label="Pagos" />
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/abonado/perfil', Component: Profile }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useHashFocus: a link to a profile section lands there', () => {
  const scrollTo = vi.fn();
  beforeEach(() => {
    scrollTo.mockReset();
    vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
  });

  it('on the first load: the section takes focus once it is there, scrolled to at once under reduced motion', async () => {
    renderAt('/abonado/perfil#pagos');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Pagos' })));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'auto' }));
  });

  it('following another section’s link on the same page moves focus there', async () => {
    const router = renderAt('/abonado/perfil#pagos');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Pagos' })));
    await act(() => router.navigate('/abonado/perfil#asiento'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Tu abono' })));
  });

  it('does nothing without a hash', async () => {
    renderAt('/abonado/perfil');
    await screen.findByRole('region', { name: 'Pagos' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(document.body);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
