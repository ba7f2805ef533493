import { describe, expect, it } from 'vitest';
import { signupRedirect, type SignupScreen } from './access';

const screens: SignupScreen[] = ['personal', 'membership', 'pass', 'seats', 'payment'];

describe('sign-up access (spec §5)', () => {
  it.each(screens)('%s: home while partner creation is off', (screen) => {
    expect(signupRedirect(screen, false, { idRoll: 1, secondStep: true }, false)).toBe('/');
  });

  it.each([
    // screen, draft, discarded, where to (the pass and seats need a confirmed mail, but for a special renewal)
    ['personal', {}, false, null],
    ['personal', {}, true, null],
    ['membership', {}, false, null],
    ['pass', {}, false, '/noroute'],
    ['pass', { firstStep: true }, false, '/noroute'],
    ['pass', { idRoll: 1, mailConfirmed: true }, false, null],
    ['pass', { idRoll: 1, renewal: true }, false, null],
    ['pass', { firstStep: true, idRoll: 1 }, false, '/hazte-abonado/datos-personales-base'],
    ['pass', { firstStep: true, idRoll: 1, mailConfirmed: false }, false, '/hazte-abonado/datos-personales-base'],
    ['pass', {}, true, '/hazte-abonado/datos-personales-base'],
    ['seats', { idRoll: 1, mailConfirmed: true }, false, '/hazte-abonado/seleccion-abono-base'],
    ['seats', { idRoll: 1, secondStep: true, mailConfirmed: true }, false, null],
    ['seats', { idRoll: 1, secondStep: true, mailConfirmed: false }, false, '/hazte-abonado/datos-personales-base'],
    ['seats', { secondStep: true }, false, '/noroute'],
    ['payment', { idRoll: 1, mailConfirmed: true }, false, '/hazte-abonado/seleccion-abono-base'],
    ['payment', { idRoll: 1, secondStep: true, mailConfirmed: true }, false, null],
    ['payment', {}, true, '/hazte-abonado/datos-personales-base'],
  ] as const)('%s with %j (discarded %s) → %s', (screen, draft, discarded, expected) => {
    expect(signupRedirect(screen, true, draft, discarded)).toBe(expected);
  });
});
