/**
 * Checked by `tsc`, never run: a call that does not match its endpoint's descriptor does not
 * compile. Each `@ts-expect-error` fails the check if the line below it compiles.
 */
import { gateEndpoints } from '../api/gate';
import { groupsEndpoints, type Group } from '../api/groups';
import { usersEndpoints, type User } from '../api/users';
import { call, callPath } from './call';

export async function callsTypedByTheirDescriptor(): Promise<void> {
  const user: User = await call(usersEndpoints.login, { body: { mail: 'a@b.es', password: 'x' } });
  const group: Group = await call(groupsEndpoints.read, { params: { id: 3 } });
  await call(usersEndpoints.logout);
  callPath(gateEndpoints.download, { params: { id: 1 }, query: { device: 'd' } });
  void user;
  void group;

  // @ts-expect-error a body that is not the endpoint's body
  await call(usersEndpoints.login, { body: { mail: 'a@b.es', passcode: 'x' } });
  // @ts-expect-error a body missing (the endpoint takes one)
  await call(groupsEndpoints.update, { params: { id: 3 } });
  // @ts-expect-error a body on a call that takes none
  await call(usersEndpoints.logout, { body: {} });
  // @ts-expect-error a path parameter missing
  await call(groupsEndpoints.read);
  // @ts-expect-error a path parameter of another name
  await call(groupsEndpoints.read, { params: { groupId: 3 } });
  // @ts-expect-error parameters on a path that has none
  await call(usersEndpoints.logout, { params: { id: 3 } });
  // @ts-expect-error a query on a call that reads none
  await call(usersEndpoints.logout, { query: { page: 1 } });
  // @ts-expect-error the answer is a group, not a user
  const notAUser: User = await call(groupsEndpoints.read, { params: { id: 3 } });
  void notAUser;
}
