import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User, UserType } from '../api/users';
import { hasSessionHint } from './cookies';
import { privateAreaPath, useCurrentUser } from './session';

function user(type: UserType, roles: { partner?: boolean; sympathizer?: boolean; fan?: boolean } = {}): User {
  return {
    id: 1,
    mail: 'a@b.es',
    name: 'Ana',
    lastname: 'Pérez',
    type,
    partner: roles.partner
      ? {
          id: 1,
          partnerNumber: 100,
          personal: { iban: null },
          seat: null,
          info: { totalPaidAmount: 240, season: '25/26', payments: [{ amount: 240, paidAt: '2025-07-01' }] },
          actions: { changeSeat: { allowed: true, executionAllowed: true } },
          previousPartnerNumber: null,
          status: 'ACTIVE' as const,
          blocked: false,
          pendingGroup: null,
        }
      : null,
    sympathizer: roles.sympathizer ? { id: 2, number: null } : null,
    fan: roles.fan ? { id: 3, actions: { shareholders: { available: false } } } : null,
    group: null,
    mandatoryValidation: { photo: false, address: false },
    photo: null,
    specialRenewal: false,
    dni: null,
    birthdate: null,
    phone: null,
    address: null,
    photoStatus: 'NONE' as const,
    photoRefusal: null,
    confirmed: { mail: true, phone: false, address: false },
  };
}

describe('private-area link by user kind (spec §2)', () => {
  it.each<[string, User, string]>([
    ['enterprise admin', user('ENTERPRISE_ADMIN'), '/empresa'],
    ['partner', user('PARTNER', { partner: true }), '/abonado/perfil'],
    ['sympathizer', user('SYMPATHIZER', { sympathizer: true }), '/simpatizante/perfil'],
    ['sympathizer with number', user('SYMPATHIZER_WITH_NUMBER', { sympathizer: true }), '/simpatizante/perfil'],
    ['fan', user('FAN', { fan: true }), '/abonado'],
    ['employee', user('EMPLOYEE'), '/abonado'],
    ['enterprise account', user('ENTERPRISE_ACCOUNT'), '/abonado'],
  ])('%s → %s', (_kind, member, path) => {
    expect(privateAreaPath(member)).toBe(path);
  });

  it('an enterprise admin goes to /empresa even with a partner profile', () => {
    expect(privateAreaPath(user('ENTERPRISE_ADMIN', { partner: true }))).toBe('/empresa');
  });
});

describe('session hint cookie', () => {
  it('is present only when a360_session is set', () => {
    expect(hasSessionHint('a360_lang=es; a360_session=1')).toBe(true);
    expect(hasSessionHint('a360_lang=es')).toBe(false);
    expect(hasSessionHint('')).toBe(false);
  });
});

describe('current user', () => {
  // Read as a component would, so SWR re-renders on the fields used.
  const useUserFields = () => {
    const { data, isLoading } = useCurrentUser();
    return { data, isLoading };
  };
  const freshCache = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  );
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'a360_session=; max-age=0; path=/';
  });

  it('an anonymous visitor (no hint cookie) costs no request', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(useUserFields, { wrapper: freshCache });
    expect(result.current.data).toBeNull();
    expect(result.current.isLoading).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('with the hint, users/extended is asked; a 401 there means anonymous', async () => {
    document.cookie = 'a360_session=1; path=/';
    const fetch = vi.fn(async () => new Response(JSON.stringify({ message: 'Unauthorized' }), { status: 401 }));
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(useUserFields, { wrapper: freshCache });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(result.current.data).toBeNull());
  });
});
