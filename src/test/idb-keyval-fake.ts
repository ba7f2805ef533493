import type { UseStore } from 'idb-keyval';

/**
 * idb-keyval over Maps, for jsdom (which has no IndexedDB): `vi.mock('idb-keyval', () =>
 * import('../test/idb-keyval-fake'))`. Each createStore call is one database's store.
 */
const databases = new Map<string, Map<IDBValidKey, unknown>>();
const maps = new WeakMap<UseStore, Map<IDBValidKey, unknown>>();

const mapOf = (store: UseStore) => maps.get(store)!;

export function createStore(dbName: string, storeName: string): UseStore {
  const key = `${dbName}/${storeName}`;
  const map = databases.get(key) ?? new Map<IDBValidKey, unknown>();
  databases.set(key, map);
  const store: UseStore = async () => Promise.reject(new Error('not in the fake'));
  maps.set(store, map);
  return store;
}

export const get = async <T>(key: IDBValidKey, store: UseStore): Promise<T | undefined> => mapOf(store).get(key) as T | undefined;
export const set = async (key: IDBValidKey, value: unknown, store: UseStore): Promise<void> => void mapOf(store).set(key, structuredClone(value));
export const keys = async <K extends IDBValidKey>(store: UseStore): Promise<K[]> => [...mapOf(store).keys()] as K[];
export const del = async (key: IDBValidKey, store: UseStore): Promise<void> => void mapOf(store).delete(key);
export const clear = async (store: UseStore): Promise<void> => mapOf(store).clear();
