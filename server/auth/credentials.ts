import { randomBytes } from 'node:crypto';
import { credentialErrors } from '../../src/api/users.ts';
import { HttpError } from '../http/route.ts';
import { hashPassword, verifyPassword } from './password.ts';

let throwawayHash: Promise<string> | undefined;

/**
 * Checks a password or PIN. Without a usable stored hash (unknown account, no PIN, an account
 * that cannot log in: '!') scrypt still runs, on a throwaway hash, so the answer takes as long
 * and account existence does not show in timing.
 */
export async function verifySecret(secret: string, storedHash: string | null | undefined): Promise<boolean> {
  if (storedHash?.startsWith('scrypt$')) return verifyPassword(secret, storedHash);
  throwawayHash ??= hashPassword(randomBytes(16).toString('base64'));
  await verifyPassword(secret, await throwawayHash);
  return false;
}

/** Credentials (mail, password, phone, PIN) are the member's own: an employee acting as them may not change them. */
export function impersonationRefused(): HttpError {
  return new HttpError(403, 'An employee acting as the member cannot change their credentials', credentialErrors.impersonation);
}
