import { renderHook, waitFor } from '@testing-library/react';
import { get, set } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Ticket } from '../../api/tickets';
import { offlineStore } from '../../lib/offline-store';
import { wipeOfflineData } from '../../lib/offline-wipe';
import { keepTicket, readKeptTicket } from './ticket-device';
import { useTicket } from './use-ticket';

vi.mock('idb-keyval', () => import('../../test/idb-keyval-fake'));
const server = vi.hoisted(() => ({ answer: (): unknown => undefined }));
vi.mock('../../lib/http', async (original) => {
  const http = await original<typeof import('../../lib/http')>();
  return { ...http, request: async () => server.answer() };
});

const A = 7;
const B = 8;
const ticket = (holderName: string): Ticket => ({
  id: 31,
  game: { id: 2, season: '25/26', startsAt: '2026-01-10T18:00:00Z', day: '2026-01-10', competition: 'MENS_LEAGUE', opponent: 'Rival' },
  seat: { seatId: 11, areaId: 3, areaName: 'Fondo', sectorName: 'Norte', row: 2, number: 7, price: 20 },
  holderName,
  secret: 'ab'.repeat(20),
});
const refuse = async (kind: 'network' | 'http', status?: number) => {
  const { ApiError } = await import('../../lib/http');
  server.answer = () => {
    throw new ApiError(kind, 'tickets/31', status ?? null);
  };
};

describe('the ticket kept on the device', () => {
  beforeEach(async () => {
    await wipeOfflineData();
    server.answer = () => ticket('Ana');
  });

  it("keeps the server's ticket, and shows it without a network afterwards", async () => {
    const online = renderHook(() => useTicket(31, A));
    await waitFor(() => expect(online.result.current.state).toEqual({ status: 'ticket', ticket: ticket('Ana'), savedAt: null }));
    await waitFor(async () => expect((await readKeptTicket(31, A)).kind).toBe('kept'));
    await refuse('network');
    const offline = renderHook(() => useTicket(31, undefined));
    await waitFor(() => expect(offline.result.current.state).toEqual({ status: 'ticket', ticket: ticket('Ana'), savedAt: expect.any(Number) }));
  });

  it('erases garbage under the ticket and says so when the server cannot give it again', async () => {
    await set('ticket:31', '<script>', offlineStore('ticket'));
    await refuse('network');
    const { result } = renderHook(() => useTicket(31, A));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'garbage' }));
    expect(await get('ticket:31', offlineStore('ticket'))).toBeUndefined();
  });

  it('replaces garbage with the answer when the server gives one', async () => {
    await set('ticket:31', { value: { id: 31 }, savedAt: 'x', userId: A }, offlineStore('ticket'));
    const { result } = renderHook(() => useTicket(31, A));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ticket', ticket: ticket('Ana'), savedAt: null }));
  });

  it("never shows a ticket another user's session kept", async () => {
    await keepTicket(ticket('Berta'), B);
    await refuse('network');
    const { result } = renderHook(() => useTicket(31, A));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'error' }));
    expect(await get('ticket:31', offlineStore('ticket'))).toBeUndefined();
  });

  it("says a ticket is not this account's, and forgets what was kept of it", async () => {
    await keepTicket(ticket('Ana'), A);
    await refuse('http', 404);
    const { result } = renderHook(() => useTicket(31, A));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'not-found' }));
    expect(await get('ticket:31', offlineStore('ticket'))).toBeUndefined();
  });

  it('leaves a session that ended with nothing on the device', async () => {
    await keepTicket(ticket('Ana'), A);
    await refuse('http', 401);
    const { result } = renderHook(() => useTicket(31, A));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'signed-out' }));
    expect(await get('ticket:31', offlineStore('ticket'))).toBeUndefined();
  });

  it('empties with the logout', async () => {
    await keepTicket(ticket('Ana'), A);
    await wipeOfflineData();
    expect(await readKeptTicket(31, A)).toEqual({ kind: 'none' });
  });
});
