import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Home } from '../../api/home';
import type { User } from '../../api/users';
import { ApiError } from '../../lib/http';
import { spanishI18n } from '../../test/i18n';
import { server } from '../../test/recorded-http';
import { homes, homeUsers } from '../../../stories/fixtures/home';
import { HomePage } from './components/HomePage';

vi.mock('../../lib/http', async (original) => ({
  ...(await original<typeof import('../../lib/http')>()),
  request: (await import('../../test/recorded-http')).recordedRequest,
}));

function open(user: User, renderCard?: () => React.ReactNode) {
  const router = createMemoryRouter([{ path: '/abonado', element: <HomePage user={user} onLogout={() => undefined} renderCard={renderCard} /> }], {
    initialEntries: ['/abonado'],
  });
  render(
    <I18nextProvider i18n={spanishI18n()}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </I18nextProvider>,
  );
}

const answering = (home: Home) => {
  server.answer = () => home;
};
const region = (name: string | RegExp) => screen.getByRole('region', { name });

describe('the member home', () => {
  beforeEach(() => {
    server.calls = [];
  });

  it('reads everything a partner sees in one request, in the partner order', async () => {
    answering(homes.partner);
    open(homeUsers.partner);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeTruthy();
    await screen.findByText('Barça', { exact: false });
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET home']);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Liga masculina · Barça',
      'Renueva tu abono 27/28',
      'Mi abono',
      'Pagos',
      'Mi grupo',
      'Mis entradas',
      'Mi cuenta',
    ]);
    expect(within(region(/Mi abono/)).getByText('1001')).toBeTruthy();
  });

  it('shows every block loading (the partner’s, from the session user) once the answer is 400 ms late, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      server.answer = () => new Promise(() => undefined);
      open(homeUsers.partner);
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(server.calls).toHaveLength(1);
      expect(screen.queryByRole('region', { name: /Mi abono/ })).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(400));
      for (const name of ['Próximo partido', 'Mi abono', 'Pagos', 'Mi grupo', 'Mis entradas']) {
        expect(region(new RegExp(name)).getAttribute('aria-busy')).toBe('true');
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a block the server could not read as failed, with a retry, while the others show', async () => {
    answering(homes.partnerPassFailed);
    open(homeUsers.partner);
    const pass = await screen.findByRole('region', { name: /Mi abono/ });
    await within(pass).findByText('No hemos podido cargar esta información.');
    expect(within(pass).getByRole('button', { name: /Reintentar/ })).toBeTruthy();
    expect(within(region(/Mi grupo/)).getByText('Familia Ferrando')).toBeTruthy();
    expect(within(region(/Pagos/)).queryByRole('button', { name: /Reintentar/ })).toBeNull();
  });

  it('when the request fails, the page says so once, and its retry reads the home again', async () => {
    let fail = true;
    server.answer = (_, path) => {
      if (fail) throw new ApiError('network', path);
      return homes.partner;
    };
    open(homeUsers.partner);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No hemos podido cargar tu inicio');
    expect(alert.textContent).toContain('No hemos podido conectar con el club. Comprueba tu conexión e inténtalo de nuevo.');
    expect(screen.queryByRole('region', { name: /Mi grupo/ })).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await within(await screen.findByRole('region', { name: /Mi grupo/ })).findByText('Familia Ferrando');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.calls.map((call) => call.path)).toEqual(['home', 'home']);
  });

  it('shows no renewal block when there is none to renew', async () => {
    answering(homes.partnerNoRenewal);
    open(homeUsers.partner);
    await screen.findByRole('region', { name: /Mi grupo/ });
    expect(screen.queryByRole('region', { name: /Renueva|renovado/ })).toBeNull();
    expect(within(region(/Mi grupo/)).getByText('No perteneces a ningún grupo.')).toBeTruthy();
  });

  it('puts a declined second payment high up, with the office’s mail and phone', async () => {
    answering(homes.partnerSecondPaymentFailed);
    open(homeUsers.partner);
    const notice = await screen.findByRole('heading', { name: /No hemos podido cobrar el segundo pago/ });
    expect(screen.getByRole('link', { name: 'abonos@cbribera.example' }).getAttribute('href')).toBe('mailto:abonos@cbribera.example');
    expect(screen.getByRole('link', { name: '+34 948 000 000' }).getAttribute('href')).toBe('tel:+34948000000');
    // Above the pass: the member reads it before the figures.
    expect(notice.compareDocumentPosition(screen.getByRole('heading', { name: 'Mi abono' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('puts the card first on the game’s day only', async () => {
    const card = vi.fn(() => <p>El carnet</p>);
    answering(homes.partnerGameDay);
    open(homeUsers.partner, card);
    const shown = await screen.findByText('El carnet');
    // Above the next game: the first thing on the page after the greeting.
    expect(shown.compareDocumentPosition(screen.getByRole('region', { name: /Hoy hay partido/ })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('does not draw the card on another day', async () => {
    const card = vi.fn(() => <p>El carnet</p>);
    answering(homes.partner);
    open(homeUsers.partner, card);
    await screen.findByRole('region', { name: /Mi grupo/ });
    expect(card).not.toHaveBeenCalled();
  });

  it.each([
    ['sympathizer', 'Comprar entradas'],
    ['fan', 'Comprar entradas'],
  ] as const)('gives a %s the game to buy tickets for, and their tickets', async (kind, action) => {
    answering(homes[kind]);
    open(homeUsers[kind]);
    expect((await screen.findByRole('link', { name: action })).getAttribute('href')).toBe('/partidos/31/entradas');
    expect(screen.queryByRole('region', { name: /Mi abono/ })).toBeNull();
    expect(screen.getByRole('region', { name: /Mis entradas/ })).toBeTruthy();
  });

  it('points a shareholder to their area', async () => {
    answering(homes.shareholder);
    open(homeUsers.shareholder);
    const area = await screen.findByRole('region', { name: /Accionistas/ });
    expect(within(area).getByRole('link', { name: /Ir a mi área de accionista/ }).getAttribute('href')).toBe('/accionista');
  });
});
