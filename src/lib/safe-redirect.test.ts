import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/', '/'],
    ['/abonado/perfil', '/abonado/perfil'],
    ['/simpatizante/perfil?tab=datos', '/simpatizante/perfil?tab=datos'],
    ['/empresa', '/empresa'],
    ['/accionista', '/accionista'],
    ['/abonos/joven#precios', '/abonos/joven#precios'],
  ])('follows the site path %s', (target, expected) => {
    expect(safeRedirectPath(target)).toBe(expected);
  });

  it.each([
    ['another origin', 'https://evil.example/abonado'],
    ['a protocol-relative URL', '//evil.example'],
    ['a protocol-relative URL inside a section', '//evil.example/abonado'],
    ['a backslash host', '/\\evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a path outside the allowed sections', '/dl/abc'],
    ['a prefix lookalike', '/abonadoX'],
    ['dot segments', '/abonado/../../evil'],
    ['a newline', '/abonado\n/evil'],
    ['an empty string', ''],
    ['a number', 42],
    ['null', null],
  ])('refuses %s', (_name, target) => {
    expect(safeRedirectPath(target)).toBeNull();
  });
});
