import { describe, expect, it } from 'vitest';
import { isPrivatePath } from './guards';

describe('private paths (spec §2)', () => {
  it.each([
    ['/abonado/perfil', true],
    ['/abonado/cambiar-contrasena', true],
    ['/abonado/cambio-asiento/seleccion-sector', true],
    ['/simpatizante/perfil', true],
    ['/accionista', true],
    ['/empresa/perfil', true],
    ['/abonado', false],
    ['/abonado/pendiente', false],
    ['/abonado/cambio-asiento/checkout/success', false],
    ['/abonado/cambio-asiento/checkout/pending-refund', false],
    ['/accionistas/login', false],
    ['/', false],
    ['/abonos/joven', false],
  ])('%s → %s', (path, expected) => {
    expect(isPrivatePath(path)).toBe(expected);
  });
});
