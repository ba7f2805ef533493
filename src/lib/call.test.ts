import { afterEach, describe, expect, it, vi } from 'vitest';
import { gateEndpoints } from '../api/gate';
import { groupsEndpoints } from '../api/groups';
import { seatChangeEndpoints } from '../api/seat-change';
import { signupEndpoints } from '../api/signup';
import { usersEndpoints } from '../api/users';
import { call, callPath } from './call';
import { onSessionExpired } from './http';
import { purchaseFlowCall } from './purchase-call';
import { provideQueueAdmission } from './queue-admission';

const group = { id: 3, name: 'Los de siempre', type: 'FRIENDS', maxMembers: 10, familiarDiscount: false, members: [], owners: [], newMembers: [], newOwners: [] };

function answer(status: number, body?: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status })));
}
const sent = () => vi.mocked(fetch).mock.calls[0]!;

afterEach(() => vi.unstubAllGlobals());

describe('call', () => {
  it('takes the method and the path from the descriptor, filling its parameters', async () => {
    answer(204);
    await call(groupsEndpoints.dissolve, { params: { id: 3 } });
    expect(sent()[0]).toBe('/api/groups/3');
    expect(sent()[1]).toMatchObject({ method: 'DELETE' });
  });

  it('escapes a parameter and writes the query after the path, as the SWR keys are', async () => {
    expect(callPath(gateEndpoints.download, { params: { id: 7 }, query: { device: 'a b/c' } })).toBe('gate/games/7/download?device=a%20b%2Fc');
    expect(callPath(seatChangeEndpoints.cancel, { params: { session: 'x/y' } })).toBe('group-seat-change/cancel/x%2Fy');
    expect(callPath(usersEndpoints.extended)).toBe('users/extended');
  });

  it('sends the body as JSON and validates the answer with the response schema', async () => {
    answer(200, { ...group, extra: 'dropped' });
    await expect(call(groupsEndpoints.update, { params: { id: 3 }, body: { remove: [9] } })).resolves.not.toHaveProperty('extra');
    expect(sent()[1]).toMatchObject({ method: 'PUT', body: '{"remove":[9]}' });
  });

  it("a session endpoint's 401 tells the session listeners; a public one's, or one the caller turns off, does not", async () => {
    const expired = vi.fn();
    const unsubscribe = onSessionExpired(expired);
    try {
      answer(401, { statusCode: 401 });
      await expect(call(groupsEndpoints.leave, { params: { id: 3 } })).rejects.toMatchObject({ status: 401 });
      expect(expired).toHaveBeenCalledWith('groups/leave/3');
      answer(401, { statusCode: 401 });
      await expect(call(groupsEndpoints.create, { body: { name: 'G', type: 'FRIENDS', member: { partnerNumber: 1, name: 'A', dni: '00000000T', birthdate: '1990-01-01', mail: 'a@b.es' } }, session: false })).rejects.toMatchObject({ status: 401 });
      answer(401, { statusCode: 401 });
      await expect(call(usersEndpoints.login, { body: { mail: 'a@b.es', password: 'x' } })).rejects.toMatchObject({ status: 401 });
      expect(expired).toHaveBeenCalledTimes(1);
    } finally {
      unsubscribe();
    }
  });
});

describe('purchaseFlowCall', () => {
  it('sends the queue admission on the purchase calls of PURCHASE_CALLS only', async () => {
    const unprovide = provideQueueAdmission(() => 'token.mac');
    try {
      answer(200, { transaction: 'https://pay.example.com/1' });
      await purchaseFlowCall(seatChangeEndpoints.payment, { body: { paymentMethod: 'card', session: 's' } });
      expect(sent()[1]?.headers).toMatchObject({ 'X-Queue-Admission': 'token.mac' });
      answer(204);
      await purchaseFlowCall(signupEndpoints.cancelOrder, { params: { id: 4 } });
      expect(sent()[1]?.headers).not.toHaveProperty('X-Queue-Admission');
    } finally {
      unprovide();
    }
  });
});
