import { describe, expect, it } from 'vitest';
import { routeMatcher } from './queue';

describe('routeMatcher', () => {
  it('matches exact routes, and a :name segment as any one segment', () => {
    const isPurchase = routeMatcher(['/hazte-abonado/seleccion', '/partidos/:id/entradas']);
    expect(isPurchase('/hazte-abonado/seleccion')).toBe(true);
    expect(isPurchase('/partidos/42/entradas')).toBe(true);
    expect(isPurchase('/partidos/42')).toBe(false);
    expect(isPurchase('/partidos/42/entradas/otra')).toBe(false);
    expect(isPurchase('/partidos//entradas')).toBe(false);
    expect(isPurchase('/partidos/entradas/resultado/success')).toBe(false);
  });
});
