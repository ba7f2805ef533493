import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import useSWR, { mutate, SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { spanishI18n } from '../../../test/i18n';
import { LoginContainer } from './LoginContainer';

const server = vi.hoisted(() => ({ creationOpen: true, calls: [] as string[] }));
vi.mock('../../../lib/http', async (original) => {
  const http = await original<typeof import('../../../lib/http')>();
  return {
    ...http,
    request: async (path: string) => {
      server.calls.push(path);
      if (path === 'config/partners') {
        return {
          partnerAreaMaintenanceMode: false,
          enablePartnerCreation: server.creationOpen,
          partnerGroupDoubleAuthentication: false,
          payments: { methods: ['CARD'], providerOrigin: 'https://pagos.example' },
          seatChangeProductId: null,
        };
      }
      return undefined;
    },
  };
});

/** Shows once the configuration is in the cache the login reads (reads it, never fetches it). */
function ConfigRead() {
  return useSWR('config/partners', null).data ? <p>Configuración leída</p> : null;
}

function open(path: string) {
  render(
    <I18nextProvider i18n={spanishI18n()}>
      <SWRConfig value={{ dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[path]}>
          <LoginContainer variant="member" />
          <ConfigRead />
        </MemoryRouter>
      </SWRConfig>
    </I18nextProvider>,
  );
}

describe("the login on the way to a game's tickets", () => {
  beforeEach(async () => {
    await mutate(() => true, undefined, { revalidate: false });
    server.creationOpen = true;
    server.calls = [];
  });

  it('offers step 1 of the sign-up with the same target', async () => {
    open('/abonado?redirect=%2Fpartidos%2F7%2Fentradas');
    const link = await screen.findByRole('link', { name: 'Crear mi cuenta' });
    expect(link.getAttribute('href')).toBe('/hazte-abonado/datos-personales-base?redirect=%2Fpartidos%2F7%2Fentradas');
    expect(screen.getByRole('status').textContent).toMatch(/Para comprar entradas necesitas una cuenta/);
  });

  it('offers nothing while the club takes no new accounts', async () => {
    server.creationOpen = false;
    open('/abonado?redirect=%2Fpartidos%2F7%2Fentradas');
    expect(await screen.findByText(/Para comprar entradas necesitas una cuenta/)).toBeTruthy();
    await screen.findByText('Configuración leída');
    expect(screen.queryByRole('link', { name: 'Crear mi cuenta' })).toBeNull();
  });

  it.each([
    ['a private page', '/abonado?redirect=%2Fabonado%2Fperfil'],
    ['a look-alike on another origin', '/abonado?redirect=https%3A%2F%2Fevil.example%2Fpartidos%2F7%2Fentradas'],
  ])('for %s: the plain notice, no offer, no configuration read', async (_name, path) => {
    open(path);
    expect(await screen.findByText(/Inicia sesión para continuar/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Crear mi cuenta' })).toBeNull();
    expect(server.calls).not.toContain('config/partners');
  });
});
