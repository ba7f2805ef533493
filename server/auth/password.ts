import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes are stored as one self-describing string:
 *
 *   scrypt$<N>$<r>$<p>$<salt, base64>$<key, base64>
 *
 * N, r, p are the scrypt cost parameters used for that hash, so they can be raised later
 * without invalidating stored hashes (verify reads them from the string). Salt is 16 random
 * bytes per password; the derived key is 64 bytes.
 */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 64;

/**
 * Derivations run at once by this process. Each holds 128·N·r bytes (32 MB) while it runs; left to
 * libuv's four threads, a burst of sign-ups and logins held 128 MB and took the cores and every
 * thread file reads and compression need (bench:saleday: holds p50 435 ms with two at once, 43 ms
 * with one). The others wait their turn; more processes derive more at once.
 */
const DERIVATIONS_AT_ONCE = 1;
let derivations = 0;
const waitingDerivations: (() => void)[] = [];

async function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  if (derivations < DERIVATIONS_AT_ONCE) derivations += 1;
  else await new Promise<void>((start) => waitingDerivations.push(start)); // handed the slot of one that ends
  try {
    return await scryptKey(password, salt, cost);
  } finally {
    const next = waitingDerivations.shift();
    if (next) next();
    else derivations -= 1;
  }
}

function scryptKey(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; allow twice that so higher N values do not hit Node's 32 MB default.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** False for a wrong password and for a malformed stored hash (never throws on bad input). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || rest.length > 0 || !saltB64 || !keyB64) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((value) => Number.isSafeInteger(value) && value > 0)) return false;
  const expected = Buffer.from(keyB64, 'base64');
  if (expected.length !== KEY_BYTES) return false;
  try {
    const actual = await derive(password, Buffer.from(saltB64, 'base64'), cost);
    return timingSafeEqual(actual, expected);
  } catch {
    return false; // e.g. N not a power of two
  }
}
