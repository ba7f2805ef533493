import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchGatePhoto } from './api';

describe("the gate's photo call", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the photo by its whole hash and answers its bytes', async () => {
    const hash = 'ab'.repeat(32);
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(new Uint8Array([0xff, 0xd8, 1]), { status: 200, headers: { 'content-type': 'image/jpeg' } }));
    vi.stubGlobal('fetch', fetchMock);
    expect(new Uint8Array(await fetchGatePhoto(hash))).toEqual(new Uint8Array([0xff, 0xd8, 1]));
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(new RegExp(`/gate/photos/${hash}$`));
  });
});
