import useSWR from 'swr';
import { membershipEndpoints, type AreaElement } from '../api/membership';
import { call, callPath } from './call';

/**
 * POST group-seat-change/areas/{productId} (spec §7) for these people: sectors and areas priced
 * for their rols, or with `parentId` one area's seats. The seat change passes its moving
 * partners, the sign-up its order's people. Keyed by product, people and area, so each screen
 * reads once; null `productId` or no people reads nothing.
 */
export function useProductAreas(productId: number | null, peopleIds: readonly number[], parentId?: number) {
  const key = productId === null || peopleIds.length === 0 ? null : ([callPath(membershipEndpoints.productAreas, { params: { id: productId } }), peopleIds.join(','), parentId ?? null] as const);
  return useSWR<AreaElement[], unknown>(key, () =>
    call(membershipEndpoints.productAreas, { params: { id: productId! }, query: { parentId }, body: { users: [...peopleIds] } }),
  );
}
