import { describe, expect, it } from 'vitest';
import { safePaymentUrl, safeRedirectPath } from './safe-redirect';

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

describe('safePaymentUrl', () => {
  const provider = 'https://pay.example.com';
  it.each<[string, unknown, string | null]>([
    ['the provider’s transaction URL', 'https://pay.example.com/pay?transaction=t1&amount=3000', 'https://pay.example.com/pay?transaction=t1&amount=3000'],
    ['the same origin written in capitals', 'HTTPS://PAY.EXAMPLE.COM/pay?transaction=t1', 'https://pay.example.com/pay?transaction=t1'],
    ['another origin', 'https://evil.example.com/pay?transaction=t1', null],
    ['a look-alike host', 'https://pay.example.com.evil.net/pay', null],
    ['the provider’s host as user info', 'https://pay.example.com@evil.net/pay', null],
    ['user info on the provider itself', 'https://user:pass@pay.example.com/pay', null],
    ['another port', 'https://pay.example.com:8443/pay', null],
    ['plain http for an https provider', 'http://pay.example.com/pay', null],
    ['javascript:', 'javascript:alert(1)', null],
    ['data:', 'data:text/html,<script>alert(1)</script>', null],
    ['a protocol-relative URL', '//pay.example.com/pay', null],
    ['a path of this site', '/abonado/perfil', null],
    ['not a string', { transaction: 'https://pay.example.com/pay' }, null],
    ['an empty string', '', null],
  ])('%s', (_row, transaction, expected) => {
    expect(safePaymentUrl(transaction, provider)).toBe(expected);
  });

  it('accepts a provider on plain http with a port (the local simulator)', () => {
    expect(safePaymentUrl('http://localhost:4010/pay?transaction=t1', 'http://localhost:4010')).toBe('http://localhost:4010/pay?transaction=t1');
    expect(safePaymentUrl('http://localhost:4011/pay?transaction=t1', 'http://localhost:4010')).toBeNull();
  });

  it('refuses everything when the configured origin is not a URL', () => {
    expect(safePaymentUrl('https://pay.example.com/pay', 'not a url')).toBeNull();
  });
});
