import { describe, expect, it } from 'vitest';
import { ticketAccountPath, ticketPurchaseTarget } from './ticket-account';

describe('ticketPurchaseTarget', () => {
  it.each([
    ['a game’s ticket purchase', '/partidos/7/entradas', '/partidos/7/entradas'],
    ['with a trailing slash', '/partidos/7/entradas/', '/partidos/7/entradas/'],
    ['with the area chosen', '/partidos/7/entradas?zona=12', '/partidos/7/entradas?zona=12'],
  ])('keeps %s', (_name, target, expected) => {
    expect(ticketPurchaseTarget(target)).toBe(expected);
  });

  it.each<[string, unknown]>([
    ['the game’s page', '/partidos/7'],
    ['the games', '/partidos'],
    ['the ticket result', '/partidos/entradas/resultado/success'],
    ['a ticket', '/entradas/3'],
    ['a private page', '/abonado/perfil'],
    ['a path below the purchase', '/partidos/7/entradas/otra'],
    ['another origin', 'https://evil.example/partidos/7/entradas'],
    ['a protocol-relative URL', '//evil.example/partidos/7/entradas'],
    ['dot segments', '/partidos/7/entradas/../../../dl/x'],
    ['an encoded separator', '/partidos/7%2F..%2F..%2Fdl/entradas'],
    ['nothing', null],
    ['a number', 7],
  ])('refuses %s', (_name, target) => {
    expect(ticketPurchaseTarget(target)).toBeNull();
  });
});

describe('ticketAccountPath', () => {
  it('is step 1 of the sign-up with the target in the redirect parameter, encoded', () => {
    const path = ticketAccountPath('/partidos/7/entradas?zona=12');
    expect(path).toBe('/hazte-abonado/datos-personales-base?redirect=%2Fpartidos%2F7%2Fentradas%3Fzona%3D12');
    expect(new URL(path, 'https://club.example').searchParams.get('redirect')).toBe('/partidos/7/entradas?zona=12');
  });
});
