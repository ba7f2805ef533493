import { describe, expect, it } from 'vitest';
import type { User } from '../../api/users';
import { hasProfile, pendingValidations, profileKindOf } from './profile-kinds';

const base = {
  partner: null,
  sympathizer: null,
  fan: null,
  type: 'FAN',
  mandatoryValidation: { photo: false, address: false },
} as unknown as User;
const partner = { ...base, type: 'PARTNER', partner: { id: 1 } } as unknown as User;
const sympathizer = { ...base, type: 'SYMPATHIZER', sympathizer: { id: 1, number: null } } as unknown as User;
const shareholder = { ...base, fan: { id: 1, actions: { shareholders: { available: true } } } } as unknown as User;
const fan = { ...base, fan: { id: 1, actions: { shareholders: { available: false } } } } as unknown as User;
const enterprise = { ...base, type: 'ENTERPRISE_ADMIN' } as unknown as User;

describe('profile pages by path', () => {
  it.each([
    ['/abonado/perfil', 'partner'],
    ['/abonado/perfil/', 'partner'],
    ['/simpatizante/perfil', 'sympathizer'],
    ['/abonado/perfil/accionista', 'shareholder'],
    ['/accionista', 'shareholder'],
    ['/empresa', 'enterprise'],
    ['/empresa/perfil', 'enterprise'],
    ['/abonado', null],
  ])('%s → %s', (path, kind) => expect(profileKindOf(path)).toBe(kind));
});

describe('who has which profile', () => {
  it.each([
    ['a partner, the partner profile', partner, 'partner', true],
    ['a sympathizer, not the partner profile', sympathizer, 'partner', false],
    ['a sympathizer, the sympathizer profile', sympathizer, 'sympathizer', true],
    ['a shareholder, the shareholder profile', shareholder, 'shareholder', true],
    ['a fan without shareholders, not it', fan, 'shareholder', false],
    ['an enterprise admin, the enterprise profile', enterprise, 'enterprise', true],
    ['a partner, not the enterprise profile', partner, 'enterprise', false],
  ] as const)('%s', (_name, user, kind, expected) => expect(hasProfile(user, kind)).toBe(expected));
});

describe('mandatory validation order', () => {
  it('photo first, then address, only those pending', () => {
    expect(pendingValidations({ ...base, mandatoryValidation: { photo: true, address: true } })).toEqual(['photo', 'address']);
    expect(pendingValidations({ ...base, mandatoryValidation: { photo: false, address: true } })).toEqual(['address']);
    expect(pendingValidations(base)).toEqual([]);
  });
});
