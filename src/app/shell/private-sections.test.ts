import { describe, expect, it } from 'vitest';
import type { ExtendedUser } from '../../api/users';
import { users } from '../../../stories/fixtures/users';
import { isCurrentSection, privateSections, showsPrivateNav } from './private-sections';

/** What the navigation offers, as addresses: the table written out by hand, not recomputed. */
const addresses = (user: ExtendedUser) => privateSections(user).map((section) => section.to);
const withShares = (available: boolean): ExtendedUser => ({ ...users.FAN, fan: { id: 41, actions: { shareholders: { available } } } });
const impersonator = { name: 'Andrés', lastname: 'Llorens Pons', mail: 'empleado@demo.club' };

describe('privateSections: the "Mi área" links by kind of user', () => {
  it('a partner: home, card, season, the profile sections and the profile', () => {
    expect(addresses(users.PARTNER)).toEqual([
      '/abonado',
      '/abonado/carnet',
      '/abonado/temporada',
      '/abonado/perfil#asiento',
      '/abonado/perfil#grupo',
      '/abonado/perfil#pagos',
      '/abonado/perfil',
    ]);
    expect(privateSections(users.PARTNER).map((section) => section.labelKey)).toEqual([
      'PRIVATE_NAV.HOME',
      'PRIVATE_NAV.CARD',
      'PRIVATE_NAV.SEASON',
      'PRIVATE_NAV.SEAT',
      'PRIVATE_NAV.GROUP',
      'PRIVATE_NAV.PAYMENTS',
      'PRIVATE_NAV.PROFILE',
    ]);
  });

  it.each([['SYMPATHIZER'], ['SYMPATHIZER_WITH_NUMBER']] as const)('a sympathizer (%s): home, tickets, their profile', (type) => {
    expect(addresses(users[type])).toEqual(['/abonado', '/entradas', '/simpatizante/perfil']);
  });

  it('a fan: home and tickets; a shareholder fan also the shareholder area', () => {
    expect(addresses(withShares(false))).toEqual(['/abonado', '/entradas']);
    expect(addresses(withShares(true))).toEqual(['/abonado', '/entradas', '/accionista']);
  });

  it('an enterprise administrator: home and the company', () => {
    expect(addresses(users.ENTERPRISE_ADMIN)).toEqual(['/abonado', '/empresa/perfil']);
  });

  it('an employee: home, the gate and the photo review', () => {
    expect(addresses({ ...users.EMPLOYEE, impersonator: null })).toEqual(['/abonado', '/taquilla', '/revision-fotos']);
  });

  it('an employee impersonating: the member’s sections, never the employee’s', () => {
    expect(addresses({ ...users.PARTNER, impersonator })).toContain('/abonado/perfil#pagos');
    expect(addresses({ ...users.SYMPATHIZER, impersonator })).toEqual(['/abonado', '/entradas', '/simpatizante/perfil']);
  });

  it('an account of no kind (an enterprise account): a fan’s, as its home is', () => {
    expect(addresses(users.ENTERPRISE_ACCOUNT)).toEqual(['/abonado', '/entradas']);
  });
});

describe('showsPrivateNav: the private area and the member home only', () => {
  it.each([
    ['/abonado', true],
    ['/abonado/', true],
    ['/abonado/perfil', true],
    ['/abonado/carnet', true],
    ['/simpatizante/perfil', true],
    ['/accionista', true],
    ['/empresa/perfil', true],
    ['/entradas', true],
    ['/entradas/12', true],
    ['/taquilla', true],
    ['/revision-fotos', true],
    ['/', false],
    ['/abonos/oro', false],
    ['/partidos', false],
    ['/invitado/abc', false],
    ['/abonado/pendiente', false],
    ['/abonado/sso-partner', false],
    ['/sso/login', false],
    ['/aviso-legal', false],
  ])('%s → %s', (path, expected) => {
    expect(showsPrivateNav(path)).toBe(expected);
  });
});

describe('isCurrentSection: where the member is', () => {
  const [home, , , seat, , , profile] = privateSections(users.PARTNER);
  it('a page by its path; the home is not current below it', () => {
    expect(isCurrentSection(home!, '/abonado', '')).toBe(true);
    expect(isCurrentSection(home!, '/abonado/carnet', '')).toBe(false);
  });
  it('a profile section by path and hash; the profile itself with no hash', () => {
    expect(isCurrentSection(seat!, '/abonado/perfil', '#asiento')).toBe(true);
    expect(isCurrentSection(profile!, '/abonado/perfil', '#asiento')).toBe(false);
    expect(isCurrentSection(seat!, '/abonado/perfil', '')).toBe(false);
    expect(isCurrentSection(profile!, '/abonado/perfil', '')).toBe(true);
    expect(isCurrentSection(profile!, '/abonado/perfil/', '')).toBe(true);
  });
});
