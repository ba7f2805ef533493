import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerConfig } from '../api/config';
import { loadServerConfig, useServerConfig } from './server-config';

const config: ServerConfig = {
  partnerAreaMaintenanceMode: true,
  enablePartnerCreation: false,
  partnerGroupDoubleAuthentication: true,
  payments: { methods: ['CARD'], providerOrigin: 'http://localhost:4010' },
  seatChangeProductId: 401,
};

afterEach(() => vi.unstubAllGlobals());

describe('server configuration', () => {
  it('a guard read seeds the cache the screens read, without a second request', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(config), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await expect(loadServerConfig()).resolves.toEqual(config);
    const { result } = renderHook(() => useServerConfig());
    await waitFor(() => expect(result.current.data).toEqual(config));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
