import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLogout } from './useLogout';

const calls = vi.hoisted(() => ({ log: [] as string[], logoutFails: false, pendingGateEntries: 0, confirmed: true }));
vi.mock('./api', () => ({
  logout: async () => {
    calls.log.push('logout');
    if (calls.logoutFails) throw new Error('offline');
  },
}));
// Keys for texts, whatever i18n instance another file of this worker left set up.
vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));
vi.mock('../../lib/session', () => ({ clearSession: async () => void calls.log.push('clear session') }));
vi.mock('../../lib/offline-pending', () => ({ pendingGateEntries: async () => calls.pendingGateEntries }));
vi.mock('../../lib/offline-wipe', () => ({ wipeOfflineData: async () => void calls.log.push('wipe offline data') }));
vi.mock('react-router-dom', async (original) => ({
  ...(await original<typeof import('react-router-dom')>()),
  useNavigate: () => async (to: string) => void calls.log.push(`go ${to}`),
}));
vi.mock('../../ui', () => ({
  loader: { show: () => calls.log.push('loader'), hide: () => calls.log.push('loader off') },
  alert: { success: async () => void calls.log.push('success message') },
  confirm: async ({ text }: { text: string }) => {
    calls.log.push(`confirm: ${text}`);
    return calls.confirmed;
  },
}));

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

describe('logout (spec §4)', () => {
  beforeEach(() => {
    calls.log = [];
    calls.logoutFails = false;
    calls.pendingGateEntries = 0;
    calls.confirmed = true;
  });

  it('ends the session, clears the member and the offline card, goes home and says so', async () => {
    const { result } = renderHook(() => useLogout(), { wrapper });
    await result.current();
    expect(calls.log).toEqual(['loader', 'logout', 'clear session', 'wipe offline data', 'loader off', 'go /', 'success message']);
  });

  it('without the message when hidden', async () => {
    const { result } = renderHook(() => useLogout(), { wrapper });
    await result.current({ hideMessage: true });
    expect(calls.log).toEqual(['loader', 'logout', 'clear session', 'wipe offline data', 'loader off', 'go /']);
  });

  it('forgets the session in the browser even when the server cannot be reached', async () => {
    calls.logoutFails = true;
    const { result } = renderHook(() => useLogout(), { wrapper });
    await result.current();
    expect(calls.log).toEqual(['loader', 'logout', 'clear session', 'wipe offline data', 'loader off', 'go /', 'success message']);
  });

  it("asks first when a gate has entries not yet sent, and stays logged in if told so", async () => {
    calls.pendingGateEntries = 2;
    calls.confirmed = false;
    const { result } = renderHook(() => useLogout(), { wrapper });
    await result.current();
    expect(calls.log).toEqual(['confirm: LOGOUT.PENDING_GATE_ENTRIES']);
    calls.log = [];
    calls.confirmed = true;
    await result.current({ hideMessage: true });
    expect(calls.log).toEqual(['confirm: LOGOUT.PENDING_GATE_ENTRIES', 'loader', 'logout', 'clear session', 'wipe offline data', 'loader off', 'go /']);
  });
});
