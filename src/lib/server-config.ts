import useSWR, { mutate } from 'swr';
import { configEndpoints, type ServerConfig } from '../api/config';
import { call, callPath } from './call';

const CONFIG_KEY = callPath(configEndpoints.partners);

export function fetchServerConfig(): Promise<ServerConfig> {
  return call(configEndpoints.partners);
}

/** Server switches (GET config/partners) for screens; shares its SWR cache entry with the guards. Not read while `enabled` is false. */
export function useServerConfig(enabled = true) {
  return useSWR(enabled ? CONFIG_KEY : null, fetchServerConfig);
}

/**
 * Fresh read for route guards. SWR's preload() would keep a failed promise until a hook
 * consumes it, so guards fetch and then seed the same cache entry the hooks read.
 */
export async function loadServerConfig(): Promise<ServerConfig> {
  const config = await fetchServerConfig();
  await mutate(CONFIG_KEY, config, { revalidate: false });
  return config;
}
