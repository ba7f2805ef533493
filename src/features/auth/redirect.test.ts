import { describe, expect, it } from 'vitest';
import type { User } from '../../api/users';
import { users } from '../../../stories/fixtures/users';
import { redirectAfterLogin } from './redirect';

// The story fixtures: one user per kind, checked against the contract.
const partner = users.PARTNER;
const sympathizer = users.SYMPATHIZER;
const fan = users.FAN;
const shareholder: User = { ...fan, fan: { id: 41, actions: { shareholders: { available: true } } } };
const enterprise = users.ENTERPRISE_ADMIN;
const employee = users.EMPLOYEE;

describe('redirect after login (spec §4, rules in order)', () => {
  it.each<[string, Parameters<typeof redirectAfterLogin>[0], string | null]>([
    ['1. an explicit target wins', { user: partner, currentPath: '/abonado', target: '/abonado/cambio-asiento/seleccion-sector' }, '/abonado/cambio-asiento/seleccion-sector'],
    ['1. it wins over noRedirect', { user: partner, currentPath: '/abonado', target: '/empresa', noRedirect: true }, '/empresa'],
    ['1. it wins over the user kind', { user: enterprise, currentPath: '/abonado', target: '/abonos/joven' }, '/abonos/joven'],
    ['1. an unsafe target is ignored (other origin)', { user: partner, currentPath: '/abonado', target: 'https://evil.example' }, '/abonado/perfil'],
    ['1. an unsafe target is ignored (//host)', { user: partner, currentPath: '/abonado', target: '//evil.example' }, '/abonado/perfil'],
    ['1. an unsafe target is ignored (javascript:)', { user: partner, currentPath: '/abonado', target: 'javascript:alert(1)' }, '/abonado/perfil'],
    ['2. noRedirect stays', { user: partner, currentPath: '/abonado', noRedirect: true }, null],
    ['2. already in the area stays', { user: partner, currentPath: '/abonado/perfil' }, null],
    ['2. inside the area stays', { user: enterprise, currentPath: '/empresa/perfil/datos' }, null],
    ['3. a fan with shareholders → /accionista', { user: shareholder, currentPath: '/accionistas/login' }, '/accionista'],
    ['3. rule 3 comes before rule 5', { user: { ...shareholder, partner: partner.partner }, currentPath: '/abonado' }, '/accionista'],
    ['4. an enterprise admin → /empresa/perfil', { user: enterprise, currentPath: '/abonado' }, '/empresa/perfil'],
    ['4. rule 4 comes before rule 5', { user: { ...enterprise, partner: partner.partner }, currentPath: '/abonado' }, '/empresa/perfil'],
    ['5. a partner → /abonado/perfil', { user: partner, currentPath: '/abonado' }, '/abonado/perfil'],
    ['5. else a sympathizer → /simpatizante/perfil', { user: sympathizer, currentPath: '/abonado' }, '/simpatizante/perfil'],
    ['5. a fan without shareholders → the subscriber home', { user: fan, currentPath: '/accionistas/login' }, '/abonado'],
    ['5. a fan already at the subscriber home stays', { user: fan, currentPath: '/abonado' }, null],
    ['5. an employee → the subscriber home', { user: employee, currentPath: '/dl/x' }, '/abonado'],
  ])('%s', (_rule, input, expected) => {
    expect(redirectAfterLogin(input)).toBe(expected);
  });
});
