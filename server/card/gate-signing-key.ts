import { createPrivateKey, createPublicKey, sign, type KeyObject } from 'node:crypto';
import type { GateKey } from '../../src/api/gate.ts';
import type { Queryable } from '../db/db.ts';
import { MissingSettingsError } from '../store/settings.ts';

/** The parsed key of the PEM last read: parsing on every download would be wasted work. */
let cached: { pem: string; key: KeyObject } | undefined;

async function signingKey(db: Queryable): Promise<KeyObject> {
  const { rows } = await db.query<{ pem: string | null }>('SELECT gate_signing_key AS pem FROM settings');
  const pem = rows[0]?.pem;
  if (!pem) throw new MissingSettingsError();
  if (cached?.pem !== pem) cached = { pem, key: createPrivateKey(pem) };
  return cached.key;
}

/** The public half as a JWK, for WebCrypto's importKey on the gate. */
export async function gatePublicKey(db: Queryable): Promise<GateKey> {
  const jwk = createPublicKey(await signingKey(db)).export({ format: 'jwk' });
  return { kty: 'EC', crv: 'P-256', x: String(jwk.x), y: String(jwk.y) };
}

/** ECDSA P-256 / SHA-256 over the UTF-8 text, r‖s (IEEE P1363) as WebCrypto verifies it, base64url. */
export async function signGatePayload(db: Queryable, payload: string): Promise<string> {
  return sign('sha256', Buffer.from(payload, 'utf8'), { key: await signingKey(db), dsaEncoding: 'ieee-p1363' }).toString('base64url');
}
