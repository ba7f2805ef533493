import { act, renderHook, waitFor } from '@testing-library/react';
import { set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEASON_CODES, type GuestPassView } from '../../api/season';
import { offlineStore } from '../../lib/offline-store';
import { forgetGuestPass, keepGuestPass, keyOf, readKeptGuestPass } from './guest-device';
import { useGuestPass } from './use-guest-pass';

vi.mock('idb-keyval', () => import('../../test/idb-keyval-fake'));
const server = vi.hoisted(() => ({ answer: (): unknown => undefined, bodies: [] as unknown[] }));
vi.mock('../../lib/http', async (original) => {
  const http = await original<typeof import('../../lib/http')>();
  return {
    ...http,
    request: async (_path: string, options: { body?: unknown }) => {
      server.bodies.push(options.body);
      return server.answer();
    },
  };
});

const TOKEN = 'b3BlbiBzZXNhbWUsIGEgZ3Vlc3QgcGFzcyBmb3Igb25lIGdhbWU';
const pass = (status: GuestPassView['status']): GuestPassView => ({
  status,
  guestName: 'Lucía Gómez',
  memberName: 'Carmen',
  game: { id: 2, season: '25/26', startsAt: '2026-01-10T18:00:00Z', day: '2026-01-10', competition: 'MENS_LEAGUE', opponent: 'Rival' },
  seat: { seatId: 11, areaId: 3, areaName: 'Fondo', sectorName: 'Norte', row: 2, number: 7, price: 0 },
  ticketId: 88,
  secret: status === 'LIVE' ? 'ab'.repeat(20) : null,
});
const live = pass('LIVE') as GuestPassView & { secret: string };
const refuse = async (kind: 'network' | 'http', status?: number, code?: string) => {
  const { ApiError } = await import('../../lib/http');
  server.answer = () => {
    throw new ApiError(kind, 'guest-pass/open', status ?? null, code ?? null);
  };
};

describe("the guest's pass page's data", () => {
  beforeEach(async () => {
    await forgetGuestPass(TOKEN);
    localStorage.clear();
    server.bodies = [];
    server.answer = () => live;
  });
  afterEach(() => vi.restoreAllMocks());

  it("opens the link with this browser's id, keeps the pass, and shows it without a network afterwards", async () => {
    const online = renderHook(() => useGuestPass(TOKEN));
    await waitFor(() => expect(online.result.current.state).toEqual({ status: 'live', pass: live, savedAt: null }));
    await waitFor(async () => expect((await readKeptGuestPass(TOKEN)).kind).toBe('kept'));
    await refuse('network');
    const offline = renderHook(() => useGuestPass(TOKEN));
    await waitFor(() => expect(offline.result.current.state).toEqual({ status: 'live', pass: live, savedAt: expect.any(Number) }));
    const [first, second] = server.bodies as { token: string; deviceId: string }[];
    expect(first).toEqual({ token: TOKEN, deviceId: expect.any(String) });
    expect(second?.deviceId).toBe(first?.deviceId);
  });

  it('says a pass taken back, with who took it, and erases the kept copy', async () => {
    await keepGuestPass(TOKEN, live);
    server.answer = () => pass('TAKEN_BACK');
    const { result } = renderHook(() => useGuestPass(TOKEN));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'taken-back', memberName: 'Carmen' }));
    expect(await readKeptGuestPass(TOKEN)).toEqual({ kind: 'none' });
  });

  it('says a pass already used at a gate, and keeps that answer for the page offline', async () => {
    server.answer = () => pass('USED');
    const { result } = renderHook(() => useGuestPass(TOKEN));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'used', pass: pass('USED'), savedAt: null }));
    await waitFor(async () => expect(await readKeptGuestPass(TOKEN)).toMatchObject({ kind: 'kept', pass: { status: 'USED' } }));
  });

  it('says the link belongs to another phone, and to nobody when unknown, erasing what was kept', async () => {
    await keepGuestPass(TOKEN, live);
    await refuse('http', 409, SEASON_CODES.guestOtherDevice);
    const other = renderHook(() => useGuestPass(TOKEN));
    await waitFor(() => expect(other.result.current.state).toEqual({ status: 'other-device' }));
    expect(await readKeptGuestPass(TOKEN)).toEqual({ kind: 'none' });
    await keepGuestPass(TOKEN, live);
    await refuse('http', 404, SEASON_CODES.guestNotFound);
    const unknown = renderHook(() => useGuestPass(TOKEN));
    await waitFor(() => expect(unknown.result.current.state).toEqual({ status: 'not-found' }));
    expect(await readKeptGuestPass(TOKEN)).toEqual({ kind: 'none' });
  });

  it('says too many attempts with nothing kept, and shows the kept pass when there is one', async () => {
    await refuse('http', 429);
    const empty = renderHook(() => useGuestPass(TOKEN));
    await waitFor(() => expect(empty.result.current.state).toEqual({ status: 'too-many' }));
    await keepGuestPass(TOKEN, live, 1000);
    const kept = renderHook(() => useGuestPass(TOKEN));
    await waitFor(() => expect(kept.result.current.state).toEqual({ status: 'live', pass: live, savedAt: 1000 }));
  });

  it('erases garbage under the link: loaded again from the server, or said when the server cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await set(await keyOf(TOKEN), { value: { ticketId: 'x' }, savedAt: 1 }, offlineStore('guest'));
    const reloaded = renderHook(() => useGuestPass(TOKEN));
    await waitFor(() => expect(reloaded.result.current.state).toEqual({ status: 'live', pass: live, savedAt: null }));
    await set(await keyOf(TOKEN), '<script>', offlineStore('guest'));
    await refuse('network');
    const unreachable = renderHook(() => useGuestPass(TOKEN));
    await waitFor(() => expect(unreachable.result.current.state).toEqual({ status: 'garbage' }));
    expect(await readKeptGuestPass(TOKEN)).toEqual({ kind: 'none' });
  });

  it('tells no network from a server that does not answer, when nothing is kept', async () => {
    await refuse('network');
    const failing = renderHook(() => useGuestPass(TOKEN));
    await waitFor(() => expect(failing.result.current.state).toEqual({ status: 'error' }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const offline = renderHook(() => useGuestPass(TOKEN));
    await waitFor(() => expect(offline.result.current.state).toEqual({ status: 'offline-empty' }));
  });

  it('asks again when the page comes back into view, so a pass taken back meanwhile says so', async () => {
    const { result } = renderHook(() => useGuestPass(TOKEN));
    await waitFor(() => expect(result.current.state.status).toBe('live'));
    server.answer = () => pass('TAKEN_BACK');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'taken-back', memberName: 'Carmen' }));
    expect(server.bodies).toHaveLength(2);
  });
});
