import { describe, expect, it } from 'vitest';
import { APP_PATHS, appLink } from '.';

describe('the table of app paths', () => {
  it('declares each address once', () => {
    const paths = Object.values(APP_PATHS);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('fills each parameter, encoded', () => {
    expect(appLink(APP_PATHS.pass, { pass: 'oro' })).toBe('/abonos/oro');
    expect(appLink(APP_PATHS.restorePassword, { hash: 'a/b', mail: 'socio@demo.club' })).toBe('/restablecer-contrasena/a%2Fb/socio%40demo.club');
    expect(appLink(APP_PATHS.seatChangeResult, { result: 'success' })).toBe('/abonado/cambio-asiento/checkout/success');
  });

  it('refuses a missing parameter rather than link to ":name"', () => {
    // @ts-expect-error the mail is missing: tsc refuses it, and so does the builder at run time
    expect(() => appLink(APP_PATHS.confirmMail, { hash: 'h' })).toThrow('Missing path parameter mail');
  });
});
