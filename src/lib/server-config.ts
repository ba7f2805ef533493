import useSWR, { mutate } from 'swr';
import { configPaths, serverConfigSchema, type ServerConfig } from '../api/config';
import { request } from './http';

export function fetchServerConfig(): Promise<ServerConfig> {
  return request(configPaths.partners, { schema: serverConfigSchema });
}

/** Server switches (GET config/partners) for screens; shares its SWR cache entry with the guards. */
export function useServerConfig() {
  return useSWR(configPaths.partners, fetchServerConfig);
}

/**
 * Fresh read for route guards. SWR's preload() would keep a failed promise until a hook
 * consumes it, so guards fetch and then seed the same cache entry the hooks read.
 */
export async function loadServerConfig(): Promise<ServerConfig> {
  const config = await fetchServerConfig();
  await mutate(configPaths.partners, config, { revalidate: false });
  return config;
}
