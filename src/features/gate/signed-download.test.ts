import { describe, expect, it } from 'vitest';
import { gateKeyFingerprint, type GateKey } from '../../api/gate';
import { GateDownloadRefused, openSignedDownload, requireTrustedKey } from './signed-download';

const PAYLOAD = {
  game: { id: 2, season: '25/26', startsAt: '2025-10-05T16:00:00Z', day: '2025-10-05', competition: 'MENS_LEAGUE', opponent: 'Rival' },
  season: '25/26',
  issuedAt: '2025-10-05T14:00:00Z',
  expiresAt: '2025-10-05T22:00:00Z',
  members: [],
  entries: [],
  cursor: 0,
};
const NOW = Date.parse('2025-10-05T17:00:00+02:00');

const base64url = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

async function signed(payload: string) {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', pair.publicKey);
  const key = { kty, crv, x, y } as GateKey;
  const signature = base64url(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, pair.privateKey, new TextEncoder().encode(payload)));
  return { download: { payload, signature }, key };
}

const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => (error instanceof GateDownloadRefused ? error.reason : error));

describe('a signed gate download', () => {
  it('opens when the signature holds and its day is not over', async () => {
    const { download, key } = await signed(JSON.stringify(PAYLOAD));
    await expect(openSignedDownload(download, key, NOW)).resolves.toMatchObject({ season: '25/26', game: { id: 2 } });
  });

  it('is refused once altered on the device, or signed by another key', async () => {
    const { download, key } = await signed(JSON.stringify(PAYLOAD));
    const altered = { ...download, payload: download.payload.replace('"cursor":0', '"cursor":1') };
    expect(await refusal(openSignedDownload(altered, key, NOW))).toBe('SIGNATURE');
    const other = await signed(JSON.stringify(PAYLOAD));
    expect(await refusal(openSignedDownload(download, other.key, NOW))).toBe('SIGNATURE');
    expect(await refusal(openSignedDownload({ ...download, signature: 'not-base64!' }, key, NOW))).toBe('SIGNATURE');
  });

  it('is refused after the end of its day', async () => {
    const { download, key } = await signed(JSON.stringify(PAYLOAD));
    expect(await refusal(openSignedDownload(download, key, Date.parse(PAYLOAD.expiresAt)))).toBe('EXPIRED');
  });
});

describe("a download's key", () => {
  it("is refused unless its fingerprint is the trusted one: a download and a key both changed on the device sign each other", async () => {
    const club = await signed(JSON.stringify(PAYLOAD));
    const forged = await signed(JSON.stringify({ ...PAYLOAD, members: [] }));
    const trusted = await gateKeyFingerprint(club.key);
    // The forgery passes the signature check with its own key, not the key check.
    await expect(openSignedDownload(forged.download, forged.key, NOW)).resolves.toBeTruthy();
    expect(await refusal(requireTrustedKey(forged.key, trusted))).toBe('KEY');
    await expect(requireTrustedKey(club.key, trusted)).resolves.toBeUndefined();
  });

  it('has the RFC 7638 thumbprint as fingerprint', async () => {
    // The EC key of RFC 7517 appendix A.1, whose thumbprint the JOSE libraries publish.
    const key: GateKey = { kty: 'EC', crv: 'P-256', x: 'f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU', y: 'x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0' };
    expect(await gateKeyFingerprint(key)).toBe('oKIywvGUpTVTyxMQ3bwIIeQUudfr_CkLMjCE19ECD-U');
  });
});
