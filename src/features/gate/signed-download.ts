import * as z from 'zod/mini';
import { gateDownloadPayloadSchema, gateKeyFingerprint, type GateDownloadPayload, type GateKey, type SignedGateDownload } from '../../api/gate';

/**
 * Why a download is not used: the signature does not match its key, its key is not the club's
 * (not the fingerprint the app was built with or pinned), or its day is over.
 */
export class GateDownloadRefused extends Error {
  constructor(readonly reason: 'SIGNATURE' | 'KEY' | 'EXPIRED') {
    super(`Gate download refused: ${reason}`);
    this.name = 'GateDownloadRefused';
  }
}

const base64urlBytes = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

async function signatureMatches({ payload, signature }: SignedGateDownload, jwk: GateKey): Promise<boolean> {
  try {
    const key = await crypto.subtle.importKey('jwk', { ...jwk, ext: true }, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
    return await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, base64urlBytes(signature), new TextEncoder().encode(payload));
  } catch {
    return false; // a key or signature that is not even well formed
  }
}

/**
 * Refuses a key other than the trusted one: a download and the key beside it, both changed on the
 * device, sign each other and would pass the signature check alone.
 */
export async function requireTrustedKey(key: GateKey, trustedFingerprint: string): Promise<void> {
  if ((await gateKeyFingerprint(key)) !== trustedFingerprint) throw new GateDownloadRefused('KEY');
}

/**
 * The payload of a download, once its signature holds against the server's key and its day is not
 * over: a download altered on the device (members added, keys changed) is never used.
 */
export async function openSignedDownload(signed: SignedGateDownload, key: GateKey, now: number): Promise<GateDownloadPayload> {
  if (!(await signatureMatches(signed, key))) throw new GateDownloadRefused('SIGNATURE');
  let payload: GateDownloadPayload;
  try {
    payload = z.parse(gateDownloadPayloadSchema, JSON.parse(signed.payload));
  } catch {
    throw new GateDownloadRefused('SIGNATURE');
  }
  if (Date.parse(payload.expiresAt) <= now) throw new GateDownloadRefused('EXPIRED');
  return payload;
}
