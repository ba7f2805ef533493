import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { mutate, SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameDetail } from '../../../api/games';
import { TICKET_CODES, type TicketOrder } from '../../../api/tickets';
import { spanishI18n } from '../../../test/i18n';
import type { SeatPickers } from '../../../lib/seat-pickers';
import { PurchasePage } from './PurchasePage';

const server = vi.hoisted(() => ({
  calls: [] as { path: string; method: string | undefined; body: unknown }[],
  answer: (() => undefined) as (path: string, method: string | undefined, body: unknown) => unknown,
}));
vi.mock('../../../lib/http', async (original) => {
  const http = await original<typeof import('../../../lib/http')>();
  return {
    ...http,
    request: async (path: string, options: { method?: string; body?: unknown }) => {
      server.calls.push({ path, method: options.method, body: options.body });
      return server.answer(path, options.method, options.body);
    },
  };
});

const PROVIDER = 'https://pagos.example';
const base = { season: '25/26', startsAt: '2026-01-10T18:00:00Z', day: '2026-01-10', competition: 'MENS_LEAGUE', opponent: 'Bàsquet Girona' } as const;
const game = (open = true): GameDetail => ({ ...base, id: 7, sale: { opensAt: '2026-01-01T09:00:00Z', closesAt: '2026-01-10T17:00:00Z', open, lineOn: false }, prices: [], maxTickets: 8 });
const seat = (seatId: number) => ({ seatId, areaId: 106, areaName: 'Zona N2B', sectorName: 'Tribuna Norte', row: 3, number: seatId, price: 24 });
const order = (patch: Partial<TicketOrder> = {}): TicketOrder => ({ id: 41, game: { ...base, id: 7 }, status: 'OPEN', seats: [seat(11), seat(12)], total: 48, expiresIn: 540, ticketIds: [], ...patch });
const config = { partnerAreaMaintenanceMode: false, enablePartnerCreation: true, partnerGroupDoubleAuthentication: false, payments: { methods: ['CARD'], providerOrigin: PROVIDER }, seatChangeProductId: null };
const area = { level: 'AREA', id: 106, parentId: 1, name: 'Zona N2B', shape: [], available: 10, prices: [{ price: 24, junior: false, rolls: [1] }] };
const refusal = async (status: number, code: string) => {
  const { ApiError } = await import('../../../lib/http');
  return new ApiError('http', 'ticket-orders', status, code, code);
};

/** The seat change's pickers stand in as buttons: the container's rules are under test, not the map. */
const pickers: SeatPickers = {
  renderAreas: ({ onChoose }) => (
    <button type="button" onClick={() => onChoose(106)}>
      Abrir Zona N2B
    </button>
  ),
  renderSeats: ({ onPickedChange, onContinue, message, partners }) => (
    <>
      <p>{partners.length} entradas</p>
      <button type="button" onClick={() => onPickedChange([11, 12].map((seatId) => ({ seatId, areaId: 106, areaName: 'Zona N2B', row: 3, number: seatId })))}>
        Elegir dos asientos
      </button>
      <button type="button" onClick={onContinue}>
        Continuar
      </button>
      {message && <p role="alert">{message}</p>}
    </>
  ),
};

let latest: TicketOrder | null;
let assign: ReturnType<typeof vi.fn>;

function open(path = '/partidos/7/entradas') {
  const router = createMemoryRouter([{ path: '/partidos/:id/entradas', Component: () => <PurchasePage {...pickers} /> }], { initialEntries: [path] });
  render(
    <I18nextProvider i18n={spanishI18n()}>
      {/* The default cache: the writes show their answers through SWR's global mutate, as in the app. */}
      <SWRConfig value={{ dedupingInterval: 0 }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </I18nextProvider>,
  );
  return router;
}

describe('the ticket purchase page', () => {
  beforeEach(async () => {
    await mutate(() => true, undefined, { revalidate: false });
    server.calls = [];
    latest = null;
    assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    server.answer = async (path, method) => {
      if (path === 'games/7') return game();
      if (path === 'games/7/areas') return [area];
      if (path.startsWith('games/7/areas?parentId=106')) return [];
      if (path === 'config/partners') return config;
      if (path === 'ticket-orders/latest') {
        if (latest) return latest;
        const { ApiError } = await import('../../../lib/http');
        throw new ApiError('http', path, 404);
      }
      if (path === 'ticket-orders' && method === 'POST') return (latest = order());
      if (path === 'ticket-orders/41/payment') return { transaction: `${PROVIDER}/pay/abc` };
      return undefined;
    };
  });

  it('makes the order with the first seats held, then pays at the provider', async () => {
    const router = open('/partidos/7/entradas?zona=106');
    await userEvent.click(await screen.findByRole('button', { name: 'Elegir dos asientos' }));
    // Two tickets wanted: the count follows the picker.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Número de entradas' }), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Elegir dos asientos' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(server.calls).toContainEqual({ path: 'ticket-orders', method: 'POST', body: { gameId: 7, seats: [11, 12] } }));
    expect(router.state.location.search).toBe('?paso=pago');
    expect(await screen.findByText(/^Total: 48\s€$/)).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Tiempo para completar tu compra' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /^Pagar 48\s€$/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${PROVIDER}/pay/abc`));
    expect(server.calls).toContainEqual({ path: 'ticket-orders/41/payment', method: 'POST', body: { paymentMethod: 'CARD' } });
  });

  it('never follows a payment address off the provider', async () => {
    latest = order();
    const answer = server.answer;
    server.answer = (path, method, body) => (path === 'ticket-orders/41/payment' ? { transaction: 'https://elsewhere.example/pay' } : answer(path, method, body));
    open('/partidos/7/entradas?paso=pago');
    await userEvent.click(await screen.findByRole('button', { name: /^Pagar 48\s€$/ }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'No hemos podido iniciar el pago. Inténtalo de nuevo en unos minutos.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('asks for as many seats as tickets', async () => {
    open('/partidos/7/entradas?zona=106');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Número de entradas' }), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Elegir dos asientos' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Elige 3 asientos para seguir.');
    expect(server.calls.some((call) => call.path === 'ticket-orders')).toBe(false);
  });

  it('says a seat was taken meanwhile and reads the map again', async () => {
    const answer = server.answer;
    const taken = await refusal(409, TICKET_CODES.seatTaken);
    server.answer = (path, method, body) => {
      if (path === 'ticket-orders' && method === 'POST') throw taken;
      return answer(path, method, body);
    };
    open('/partidos/7/entradas?zona=106');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Número de entradas' }), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Elegir dos asientos' }));
    const reads = () => server.calls.filter((call) => call.path.startsWith('games/7/areas?parentId=106')).length;
    const before = reads();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Alguien ha cogido uno de tus asientos');
    expect(reads()).toBeGreaterThan(before);
  });

  it('stops at a closed sale, with the way to the game', async () => {
    const answer = server.answer;
    server.answer = (path, method, body) => (path === 'games/7' ? game(false) : answer(path, method, body));
    open();
    expect(await screen.findByText('La venta no está abierta')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver el partido' }).getAttribute('href')).toBe('/partidos/7');
  });

  it('stops at an order waiting for its payment, which can be cancelled', async () => {
    latest = order({ status: 'PENDING_PAYMENT' });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar ese pedido' }));
    await waitFor(() => expect(server.calls).toContainEqual({ path: 'ticket-orders/41', method: 'DELETE', body: undefined }));
  });
});
