import { describe, expect, it } from 'vitest';
import { stripLinks } from './stripLinks';

describe('stripLinks', () => {
  it('keeps the text of a link and drops the link', () => {
    expect(stripLinks('Bono de <a href="/promo">75 €</a> y camiseta')).toBe('Bono de 75 € y camiseta');
  });

  it('keeps other inline markup', () => {
    expect(stripLinks('<strong>Elige</strong> tu asiento')).toBe('<strong>Elige</strong> tu asiento');
  });

  it('drops script links and handlers too', () => {
    const out = stripLinks('<a href="javascript:alert(1)">x</a><img src="data:," onerror="alert(1)">');
    expect(out).not.toMatch(/javascript:|onerror|<a/i);
  });
});
