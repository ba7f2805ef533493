import type { Decorator } from '@storybook/react-vite';
import { groupSchema, type Group, type GroupMember } from '../../../src/api/groups';
import type { User } from '../../../src/api/users';
import { GroupPanelFrame } from '../../../src/features/groups/components/GroupPanelFrame';
import type { MemberRowForm } from '../../../src/features/groups/forms';
import { ApiError } from '../../../src/lib/http';
import { users } from '../../fixtures/users';

/** The groups of the demo data (server README "Groups"), checked against the contract's schema. */
const person = (id: number, partnerNumber: number, name: string, lastname: string, mail: string): GroupMember => ({
  member: { name, lastname, mail, partner: { id, partnerNumber } },
});

export const vicente = person(201, 2001, 'Vicente', 'Ferrando Gil', 'grupo.titular@demo.club');
export const amparo = person(202, 2002, 'Amparo', 'Llopis Sanz', 'grupo.conyuge@demo.club');
export const nicolas = person(203, 2003, 'Nicolás', 'Ferrando Llopis', 'grupo.hijo@demo.club');
export const rosa = person(204, 2004, 'Rosa', 'Ferrando Llopis', 'grupo.pendiente@demo.club');
export const ivan = person(210, 2010, 'Iván', 'Climent Roig', 'grupo.amigos@demo.club');
export const sergio = person(211, 2011, 'Sergio', 'Peris Mas', 'grupo.amigo1@demo.club');
export const nuria = person(212, 2012, 'Nuria', 'Bosch Vila', 'grupo.amigo2@demo.club');

/** FAMILY "Familia Ferrando": owner Vicente, 2 members, Rosa pending; family discount. */
export const familyGroup: Group = groupSchema.parse({
  id: 7,
  name: 'Familia Ferrando',
  type: 'FAMILY',
  maxMembers: 8,
  familiarDiscount: true,
  members: [vicente, amparo, nicolas],
  owners: [vicente],
  newMembers: [rosa],
  newOwners: [],
});

/** FRIENDS "Penya del Tercer Anfiteatre", at its limit (3 of 3): adding anyone answers 459. */
export const fullFriendsGroup: Group = groupSchema.parse({
  id: 8,
  name: 'Penya del Tercer Anfiteatre',
  type: 'FRIENDS',
  maxMembers: 3,
  familiarDiscount: false,
  members: [ivan, sergio, nuria],
  owners: [ivan],
  newMembers: [],
  newOwners: [],
});

/** A family that signed up together (issue 33): Ana pays and owns it; Luis and Leo have no mail of their own. */
const managed = (id: number, name: string, lastname: string): GroupMember => ({
  member: { name, lastname, mail: null, managedBy: 'Ana García Ruiz', partner: { id, partnerNumber: id } },
});
export const signedUpFamily: Group = groupSchema.parse({
  id: 9,
  name: 'Familia García',
  type: 'FAMILY',
  maxMembers: 8,
  familiarDiscount: true,
  members: [person(5678, 5678, 'Ana', 'García Ruiz', 'ana.garcia@demo.club'), managed(5679, 'Luis', 'Pérez Gil'), managed(5680, 'Leo', 'Pérez García')],
  owners: [person(5678, 5678, 'Ana', 'García Ruiz', 'ana.garcia@demo.club')],
  newMembers: [],
  newOwners: [],
});

/** Two active owners: either may leave. */
export const coOwnedGroup: Group = { ...familyGroup, owners: [vicente, amparo], newMembers: [], familiarDiscount: false };

export const partnerIds = { vicente: 201, amparo: 202, ivan: 210, nicolas: 203, rosa: 204, ana: 5678 } as const;

/**
 * A partner user of the stories' fixtures, with the group they belong to (or none) and the group
 * they were added to and have not confirmed yet (users/extended `partner.pendingGroup`).
 */
export function partnerUser(partnerId: number, group: Pick<Group, 'id' | 'name'> | null, pendingGroup: Pick<Group, 'id' | 'name' | 'type'> | null = null): User {
  const base = users.PARTNER as User;
  if (!base.partner) throw new Error('the PARTNER fixture has a partner profile');
  return {
    ...base,
    partner: { ...base.partner, id: partnerId, pendingGroup: pendingGroup && { id: pendingGroup.id, name: pendingGroup.name, type: pendingGroup.type } },
    group: group && { id: group.id, name: group.name },
  };
}

/** Teresa, free to add (server README): the row a correct add sends. */
export const teresaRow: MemberRowForm = {
  partnerNumber: '2020',
  name: 'Teresa',
  lastname: 'Aleixandre Puig',
  dni: '20200020V',
  birthdate: '1990-03-15',
  mail: 'grupo.libre@demo.club',
  owner: false,
};

/** Hugo, a blocked partner: adding him answers 401. */
export const hugoRow: MemberRowForm = {
  partnerNumber: '2030',
  name: 'Hugo',
  lastname: 'Sendra Cano',
  dni: '20300030T',
  birthdate: '1987-07-21',
  mail: 'grupo.bloqueado@demo.club',
  owner: false,
};

/** An answer of the groups API with this status (and body code, Retry-After seconds). */
export const httpError = (status: number, code: string | null = null, retryAfter: number | null = null) =>
  new ApiError('http', 'groups/7', status, code, code, retryAfter);

/** The profile page's column (48rem) at 1280 px, full width on a phone. */
export const profileColumn: Decorator = (Story) => (
  <div style={{ maxWidth: '48rem', margin: '0 auto', padding: '0.75rem' }}>
    <Story />
  </div>
);

/** A view as the profile page shows it: inside the group panel ("Mi grupo"), in the page's column. */
export const inGroupPanel: Decorator = (Story) => (
  <div style={{ maxWidth: '48rem', margin: '0 auto', padding: '0.75rem' }}>
    <GroupPanelFrame>
      <Story />
    </GroupPanelFrame>
  </div>
);
