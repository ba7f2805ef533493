import { environment } from '../../lib/config';
import { readPinnedKeyFingerprint } from './gate-storage';

/**
 * The fingerprint a download's key must have: the one the app was built with
 * (VITE_GATE_KEY_FINGERPRINT), else the one pinned at this device's first download made online;
 * null before that first download.
 */
export async function trustedKeyFingerprint(): Promise<string | null> {
  return environment.gateKeyFingerprint ?? readPinnedKeyFingerprint();
}
