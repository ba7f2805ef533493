import { describe, expect, it } from 'vitest';
import { groupSchema, type Group, type GroupMember } from '../../api/groups';
import { freePlaces, fullName, groupEntries, isFull, mayLeave, pendingAmong, placesTaken, roleIn } from './rules';

const person = (id: number, name: string, lastname = ''): GroupMember => ({
  member: { name, lastname, mail: `${name.toLowerCase()}@demo.club`, partner: { id, partnerNumber: 2000 + id } },
});
const vicente = person(1, 'Vicente', 'Ferrando Gil');
const amparo = person(2, 'Amparo', 'Llopis Sanz');
const nico = person(3, 'Nicolás', 'Ferrando Llopis');
const rosa = person(4, 'Rosa', 'Ferrando Llopis');

const family: Group = groupSchema.parse({
  id: 7,
  name: 'Familia Ferrando',
  type: 'FAMILY',
  maxMembers: 8,
  familiarDiscount: true,
  members: [vicente, amparo, nico],
  owners: [vicente],
  newMembers: [rosa],
  newOwners: [],
});

describe('role and leaving (spec §6)', () => {
  it.each<[string, Group, number, ReturnType<typeof roleIn>, boolean]>([
    ['the sole owner is owner and may not leave (dissolves instead)', family, 1, 'owner', false],
    ['a member may leave', family, 2, 'member', true],
    ['a pending member is not in it yet', family, 4, null, false],
    ['a stranger is not in it', family, 99, null, false],
    ['an owner with another active owner may leave', { ...family, owners: [vicente, amparo] }, 1, 'owner', true],
    ['a pending co-owner does not count as another owner', { ...family, newMembers: [rosa], newOwners: [rosa] }, 1, 'owner', false],
  ])('%s', (_row, group, partnerId, role, leave) => {
    expect(roleIn(group, partnerId)).toBe(role);
    expect(mayLeave(group, partnerId)).toBe(leave);
  });
});

describe('places (active and pending count towards maxMembers)', () => {
  it.each<[string, Group, number, number, boolean]>([
    ['3 active + 1 pending of 8', family, 4, 4, false],
    ['full at the limit', { ...family, maxMembers: 4 }, 4, 0, true],
    ['over the limit (lowered later) never goes negative', { ...family, maxMembers: 3 }, 4, 0, true],
  ])('%s', (_row, group, taken, free, full) => {
    expect(placesTaken(group)).toBe(taken);
    expect(freePlaces(group)).toBe(free);
    expect(isFull(group)).toBe(full);
  });
});

describe('the list', () => {
  it('puts owners first, then members, then pending; the owner may remove members and pending, never an active owner or themselves', () => {
    const entries = groupEntries(family, 1);
    expect(entries.map((entry) => [entry.name, entry.status, entry.owner, entry.self, entry.removable])).toEqual([
      ['Vicente', 'active', true, true, false],
      ['Amparo', 'active', false, false, true],
      ['Nicolás', 'active', false, false, true],
      ['Rosa', 'pending', false, false, true],
    ]);
  });

  it('marks a pending co-owner as owner and still removable', () => {
    const entries = groupEntries({ ...family, newOwners: [rosa] }, 1);
    expect(entries.find((entry) => entry.name === 'Rosa')).toMatchObject({ owner: true, status: 'pending', removable: true });
  });

  it('finds the just-added members still pending, by partner number', () => {
    expect(pendingAmong(family, [2004, 2002]).map((entry) => entry.name)).toEqual(['Rosa']);
    expect(pendingAmong(family, [2002])).toEqual([]);
  });

  it('writes full names without a dangling space', () => {
    expect(fullName({ name: 'Teresa', lastname: 'Aleixandre Puig' })).toBe('Teresa Aleixandre Puig');
    expect(fullName({ name: 'Teresa', lastname: '' })).toBe('Teresa');
  });
});
