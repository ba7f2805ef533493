import { describe, expect, it } from 'vitest';
import { signupRedirect, type SignupScreen } from './access';

const screens: SignupScreen[] = ['personal', 'membership', 'pass', 'seats', 'payment'];

describe('sign-up access (spec §5)', () => {
  it.each(screens)('%s: home while partner creation is off', (screen) => {
    expect(signupRedirect(screen, false, { idRoll: 1, secondStep: true }, false)).toBe('/');
  });

  it.each([
    // screen, draft, discarded, where to
    ['personal', {}, false, null],
    ['personal', {}, true, null],
    ['membership', {}, false, null],
    ['pass', {}, false, '/noroute'],
    ['pass', { firstStep: true }, false, '/noroute'],
    ['pass', { idRoll: 1 }, false, null],
    ['pass', {}, true, '/hazte-abonado/datos-personales-base'],
    ['seats', { idRoll: 1 }, false, '/hazte-abonado/seleccion-abono-base'],
    ['seats', { idRoll: 1, secondStep: true }, false, null],
    ['seats', { secondStep: true }, false, '/noroute'],
    ['payment', { idRoll: 1 }, false, '/hazte-abonado/seleccion-abono-base'],
    ['payment', { idRoll: 1, secondStep: true }, false, null],
    ['payment', {}, true, '/hazte-abonado/datos-personales-base'],
  ] as const)('%s with %j (discarded %s) → %s', (screen, draft, discarded, expected) => {
    expect(signupRedirect(screen, true, draft, discarded)).toBe(expected);
  });
});
