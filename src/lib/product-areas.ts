import useSWR from 'swr';
import { areaListSchema, membershipPaths, type AreaElement } from '../api/membership';
import { request } from './http';

/**
 * POST group-seat-change/areas/{productId} (spec §7) for these people: sectors and areas priced
 * for their rols, or with `parentId` one area's seats. The seat change passes its moving
 * partners, the sign-up its order's people. Keyed by product, people and area, so each screen
 * reads once; null `productId` or no people reads nothing.
 */
export function useProductAreas(productId: number | null, peopleIds: readonly number[], parentId?: number) {
  const key = productId === null || peopleIds.length === 0 ? null : ([membershipPaths.productAreas(productId), peopleIds.join(','), parentId ?? null] as const);
  return useSWR<AreaElement[], unknown>(key, ([path, users, parent]: readonly [string, string, number | null]) =>
    request(parent === null ? path : `${path}?parentId=${parent}`, {
      method: 'POST',
      body: { users: users.split(',').map(Number) },
      schema: areaListSchema,
      session: true,
    }),
  );
}
