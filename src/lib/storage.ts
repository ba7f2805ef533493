import * as z from 'zod/mini';

/**
 * localStorage through zod: garbage (bad JSON, wrong shape, storage blocked) is discarded
 * with a warning and read as absent, never thrown at a screen.
 */
export function readStored<T>(key: string, schema: z.ZodMiniType<T>, storage: Storage | undefined = safeLocalStorage()): T | undefined {
  let raw: string | null;
  try {
    raw = storage?.getItem(key) ?? null;
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    const parsed = z.safeParse(schema, JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through: not JSON
  }
  console.warn(`Discarding invalid stored value under "${key}"`);
  try {
    storage?.removeItem(key);
  } catch {
    // storage may be read-only (private mode); nothing more to do
  }
  return undefined;
}

/** Returns false when the browser refuses to store (quota, privacy mode). */
export function writeStored<T>(key: string, value: T, storage: Storage | undefined = safeLocalStorage()): boolean {
  try {
    storage?.setItem(key, JSON.stringify(value));
    return storage !== undefined;
  } catch {
    return false;
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
