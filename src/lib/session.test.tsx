import { describe, expect, it } from 'vitest';
import type { User, UserType } from '../api/users';
import { privateAreaPath } from './session';

function user(type: UserType, roles: { partner?: boolean; sympathizer?: boolean; fan?: boolean } = {}): User {
  return {
    id: 1,
    mail: 'a@b.es',
    name: 'Ana',
    lastname: 'Pérez',
    type,
    partner: roles.partner
      ? {
          id: 1,
          partnerNumber: 100,
          personal: { iban: null },
          info: { totalPaidAmount: 240, season: '25/26' },
          actions: { changeSeat: { allowed: true, executionAllowed: true } },
        }
      : null,
    sympathizer: roles.sympathizer ? { id: 2, number: null } : null,
    fan: roles.fan ? { id: 3, actions: { shareholders: { available: false } } } : null,
    group: null,
    mandatoryValidation: { photo: false, address: false },
    photo: null,
    specialRenewal: false,
  };
}

describe('private-area link by user kind (spec §2)', () => {
  it.each<[string, User, string]>([
    ['enterprise admin', user('ENTERPRISE_ADMIN'), '/empresa'],
    ['partner', user('PARTNER', { partner: true }), '/abonado/perfil'],
    ['sympathizer', user('SYMPATHIZER', { sympathizer: true }), '/simpatizante/perfil'],
    ['sympathizer with number', user('SYMPATHIZER_WITH_NUMBER', { sympathizer: true }), '/simpatizante/perfil'],
    ['fan', user('FAN', { fan: true }), '/abonado'],
    ['employee', user('EMPLOYEE'), '/abonado'],
    ['enterprise account', user('ENTERPRISE_ACCOUNT'), '/abonado'],
  ])('%s → %s', (_kind, member, path) => {
    expect(privateAreaPath(member)).toBe(path);
  });

  it('an enterprise admin goes to /empresa even with a partner profile', () => {
    expect(privateAreaPath(user('ENTERPRISE_ADMIN', { partner: true }))).toBe('/empresa');
  });
});
