import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { mutate, SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AreaElement } from '../../api/membership';
import { RENEWAL_CODES, type RelocationOverview } from '../../api/renewal';
import { spanishI18n } from '../../test/i18n';
import { server } from '../../test/recorded-http';
import { Component } from './routes/relocation';

vi.mock('../../lib/http', async (original) => ({
  ...(await original<typeof import('../../lib/http')>()),
  request: (await import('../../test/recorded-http')).recordedRequest,
}));
const confirmed = vi.hoisted(() => ({ options: [] as { text?: string }[] }));
vi.mock('../../ui', async (original) => ({
  ...(await original<typeof import('../../ui')>()),
  confirm: async (options: { text?: string }) => {
    confirmed.options.push(options);
    return true;
  },
}));

const seatAt = (id: number, number: number) => ({ id, sector: 'Norte', area: 'Zona N2B', areaId: 120, row: 3, number });
const person = (partnerId: number, name: string, seat: ReturnType<typeof seatAt>) => ({ partnerId, name, seat, priceCents: 42_000 });
const overview = (people = [person(21, 'Marta Gil', seatAt(701, 1)), person(22, 'Jorge Gil', seatAt(702, 2))]): RelocationOverview => ({
  season: '26/27',
  state: 'OPEN',
  window: { index: 3, of: 20, startsAt: '2026-07-01T08:00:00.000Z', endsAt: '2026-07-02T08:00:00.000Z' },
  priority: { years: 12, attendancePercent: 90 },
  people,
});
const shape: [number, number][] = [
  [0, 0],
  [20, 0],
  [20, 6],
];
const AREAS: AreaElement[] = [
  { level: 'SECTOR', id: 1, parentId: null, name: 'Norte', available: 2, prices: [], shape },
  { level: 'AREA', id: 120, parentId: 1, name: 'Zona N2B', available: 2, prices: [], shape },
];
const seats = (taken: number[]): AreaElement[] =>
  [705, 706, 707].map((id) => ({ level: 'SEAT', id, parentId: 120, row: 3, number: id - 700, x: id - 700, y: 2, state: taken.includes(id) ? 'taken' : 'available' }));

function open() {
  const router = createMemoryRouter([{ path: '/abonado/reubicacion', element: <Component /> }], { initialEntries: ['/abonado/reubicacion'] });
  render(
    <I18nextProvider i18n={spanishI18n()}>
      {/* The default cache: the moves show their answers through SWR's global mutate, as in the app. */}
      <SWRConfig value={{ dedupingInterval: 0 }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </I18nextProvider>,
  );
}

const paths = () => server.calls.map((call) => `${call.method} ${call.path}`);

describe('the relocation page in an open window', () => {
  let taken: number[];
  beforeEach(async () => {
    // jsdom has no layout and no canvas: the map draws nothing, and its list of free seats is what the member uses here.
    vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} });
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    await mutate(() => true, undefined, { revalidate: false });
    server.calls = [];
    confirmed.options = [];
    taken = [706];
    server.answer = (method, path) => {
      if (path === 'relocation') return overview();
      if (path === 'relocation/areas') return AREAS;
      if (path === 'relocation/areas?parentId=120') return seats(taken);
      throw new Error(`unexpected ${method} ${path}`);
    };
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('moves one person to the seat chosen after a confirm; the new seat shows, the old one is said to be free, and focus goes to the result', async () => {
    const answer = overview([person(21, 'Marta Gil', seatAt(705, 5)), person(22, 'Jorge Gil', seatAt(702, 2))]);
    const read = server.answer;
    server.answer = (method, path) => (method === 'POST' ? answer : read(method, path));
    open();
    await userEvent.click(await screen.findByRole('checkbox', { name: /^Jorge Gil/ }));
    await userEvent.click(await screen.findByRole('button', { name: /^Zona N2B/ }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Fila 3, asiento 5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar a este asiento' }));
    expect(confirmed.options[0]?.text).toBe('Marta Gil pasa al asiento elegido y el asiento anterior queda libre para otros socios.');
    expect(server.calls).toContainEqual({ method: 'POST', path: 'relocation/move', body: { moves: [{ partnerId: 21, seatId: 705 }] } });
    const result = await screen.findByText('Ya tienes tu nuevo asiento');
    expect(within(result.closest('#relocation-result') as HTMLElement).getByText(/El asiento anterior queda libre\./)).toBeTruthy();
    expect(within(result.closest('#relocation-result') as HTMLElement).getByText('Marta Gil: Norte, Zona N2B, fila 3, asiento 5')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe('relocation-result'));
  });

  it('says a seat taken meanwhile, reads the map again, and the seat is no longer offered', async () => {
    const { ApiError } = await import('../../lib/http');
    const read = server.answer;
    server.answer = (method, path) => {
      if (method === 'POST') {
        taken = [705, 706];
        throw new ApiError('http', path, 409, RENEWAL_CODES.seatTaken);
      }
      return read(method, path);
    };
    open();
    await userEvent.click(await screen.findByRole('checkbox', { name: /^Jorge Gil/ }));
    await userEvent.click(await screen.findByRole('button', { name: /^Zona N2B/ }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Fila 3, asiento 5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar a este asiento' }));
    expect(await screen.findByText('Otro socio acaba de coger ese asiento. Hemos actualizado el mapa: elige otro.')).toBeTruthy();
    const reads = paths().filter((call) => call === 'GET relocation/areas?parentId=120');
    expect(reads.length).toBeGreaterThanOrEqual(2);
    expect(paths().lastIndexOf('GET relocation/areas?parentId=120')).toBeGreaterThan(paths().indexOf('POST relocation/move'));
    await waitFor(() => expect(screen.queryByRole('radio', { name: 'Fila 3, asiento 5' })).toBeNull());
    expect(screen.getByRole('radio', { name: 'Fila 3, asiento 7' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe('relocation-message'));
  });

  it('moves the whole group to the best seats together at once, and says both old seats are free', async () => {
    const answer = overview([person(21, 'Marta Gil', seatAt(705, 5)), person(22, 'Jorge Gil', seatAt(707, 7))]);
    const read = server.answer;
    server.answer = (method, path) => (method === 'POST' ? answer : read(method, path));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Mejores asientos juntos' }));
    expect(confirmed.options[0]?.text).toMatch(/^Buscaremos los mejores asientos libres juntos para Marta Gil, Jorge Gil/);
    expect(server.calls).toContainEqual({ method: 'POST', path: 'relocation/best-seats', body: { partnerIds: [21, 22] } });
    expect(await screen.findByText(/Los asientos anteriores quedan libres\./)).toBeTruthy();
    expect(screen.getByText('Jorge Gil: Norte, Zona N2B, fila 3, asiento 7', { selector: '#relocation-result li' })).toBeTruthy();
  });

  it('asks for a seat per person before moving, without calling the server', async () => {
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar a estos asientos' }));
    expect(await screen.findByText('Elige 2 asientos en el mapa para seguir, uno por persona.')).toBeTruthy();
    expect(paths()).not.toContain('POST relocation/move');
  });
});
