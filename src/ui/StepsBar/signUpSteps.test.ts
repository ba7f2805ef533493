import { describe, expect, it } from 'vitest';
import { SIGN_UP_ROUTES, signUpPosition, signUpStepRoute, signUpSteps, type SignUpRoutes } from './signUpSteps';

const labels = { person: 'Tus datos', data: 'Tu abono', pay: 'Pago' };
const all: SignUpRoutes = { ...SIGN_UP_ROUTES };

/** [state, clickable] of one step. */
type Expected = [state: 'current' | 'done' | 'upcoming', clickable: boolean];

/** What each step shows, as `id: state (clickable?)`. */
function summary(pathname: string, hasFirstStep: boolean, configuredRoutes: SignUpRoutes = all) {
  return Object.fromEntries(
    signUpSteps({ pathname, configuredRoutes, hasFirstStep, labels }).map((step) => [step.id, [step.state, step.clickable]]),
  );
}

describe('signUpSteps: every route of the flow × firstStep (spec §2, Sign-up flow)', () => {
  // Spec sentences, checked row by row:
  //  (a) "The current step is highlighted."
  //  (b) "step 1 is filled on step 2, seat selection or step 3; step 2 is filled on step 3."
  //  (c) "Step 1 is always clickable and goes back to personal data unless already there."
  //  (d) "Step 2 is clickable only if the stored partner record has firstStep set, and not if already there."
  //      Seat selection "counts as step 2", so on seat selection step 2 is where the user is.
  //  (e) "Step 3 is not clickable."
  const rows: [route: string, firstStep: boolean, person: Expected, data: Expected, pay: Expected][] = [
    [SIGN_UP_ROUTES.personalData, false, ['current', false], ['upcoming', false], ['upcoming', false]],
    [SIGN_UP_ROUTES.personalData, true, ['current', false], ['upcoming', true], ['upcoming', false]],
    [SIGN_UP_ROUTES.passSelection, false, ['done', true], ['current', false], ['upcoming', false]],
    [SIGN_UP_ROUTES.passSelection, true, ['done', true], ['current', false], ['upcoming', false]],
    [SIGN_UP_ROUTES.seatSelection, false, ['done', true], ['current', false], ['upcoming', false]],
    [SIGN_UP_ROUTES.seatSelection, true, ['done', true], ['current', false], ['upcoming', false]],
    [SIGN_UP_ROUTES.payment, false, ['done', true], ['done', false], ['current', false]],
    [SIGN_UP_ROUTES.payment, true, ['done', true], ['done', true], ['current', false]],
  ];

  it.each(rows)('%s with firstStep=%s', (route, firstStep, person, data, pay) => {
    expect(summary(route, firstStep)).toEqual({ person, data, pay });
  });

  it('numbers the steps 1, 2, 3 with the given labels, in order', () => {
    const steps = signUpSteps({ pathname: SIGN_UP_ROUTES.personalData, configuredRoutes: all, hasFirstStep: false, labels });
    expect(steps.map(({ id, number, label }) => [id, number, label])).toEqual([
      ['person', 1, 'Tus datos'],
      ['data', 2, 'Tu abono'],
      ['pay', 3, 'Pago'],
    ]);
  });

  it('exactly one step is current on every route of the flow', () => {
    for (const route of Object.values(SIGN_UP_ROUTES)) {
      for (const firstStep of [false, true]) {
        expect(signUpSteps({ pathname: route, configuredRoutes: all, hasFirstStep: firstStep, labels }).filter((s) => s.state === 'current')).toHaveLength(1);
      }
    }
  });

  it('ignores a trailing slash', () => {
    expect(summary(`${SIGN_UP_ROUTES.payment}/`, false)).toEqual(summary(SIGN_UP_ROUTES.payment, false));
  });

  it('off the flow nothing is current or done; step 1 stays clickable, step 2 with firstStep', () => {
    expect(summary('/abonado', true)).toEqual({ person: ['upcoming', true], data: ['upcoming', true], pay: ['upcoming', false] });
    expect(summary('/abonado', false)).toEqual({ person: ['upcoming', true], data: ['upcoming', false], pay: ['upcoming', false] });
  });

  it('does not mistake pass selection for seat selection (one route is a prefix of the other)', () => {
    expect(signUpPosition('/hazte-abonado/seleccion-abono-base', all)).toBe(2);
    expect(signUpPosition('/hazte-abonado/seleccion', all)).toBe(2);
    expect(signUpPosition('/hazte-abonado/seleccion-otra', all)).toBe(0);
  });
});

describe('signUpSteps: "A step is shown only if its route is configured"', () => {
  it('leaves out each step whose route is missing', () => {
    const without = (key: keyof SignUpRoutes) => {
      const routes = { ...all };
      delete routes[key];
      return signUpSteps({ pathname: '/', configuredRoutes: routes, hasFirstStep: true, labels }).map((s) => s.id);
    };
    expect(without('personalData')).toEqual(['data', 'pay']);
    expect(without('passSelection')).toEqual(['person', 'pay']);
    expect(without('payment')).toEqual(['person', 'data']);
    // Seat selection has no step of its own: without it the three steps remain.
    expect(without('seatSelection')).toEqual(['person', 'data', 'pay']);
  });

  it('shows no step when no route is configured', () => {
    expect(signUpSteps({ pathname: SIGN_UP_ROUTES.personalData, configuredRoutes: {}, hasFirstStep: true, labels })).toEqual([]);
  });

  it('keeps the spec numbers when a step is left out', () => {
    const steps = signUpSteps({ pathname: SIGN_UP_ROUTES.payment, configuredRoutes: { personalData: SIGN_UP_ROUTES.personalData, payment: SIGN_UP_ROUTES.payment }, hasFirstStep: true, labels });
    expect(steps.map((s) => [s.number, s.state])).toEqual([
      [1, 'done'],
      [3, 'current'],
    ]);
  });

  it('an unconfigured route is not a position in the flow', () => {
    const routes = { personalData: SIGN_UP_ROUTES.personalData, passSelection: SIGN_UP_ROUTES.passSelection };
    expect(summary(SIGN_UP_ROUTES.seatSelection, true, routes)).toEqual({ person: ['upcoming', true], data: ['upcoming', true] });
  });

  it('follows the configured paths, not fixed ones', () => {
    const routes = { personalData: '/alta/datos', passSelection: '/alta/abono', payment: '/alta/pago' };
    expect(summary('/alta/abono', false, routes)).toEqual({ person: ['done', true], data: ['current', false], pay: ['upcoming', false] });
  });
});

describe('signUpStepRoute', () => {
  it('step 1 goes back to personal data, step 2 to pass selection, step 3 nowhere', () => {
    expect(signUpStepRoute('person', all)).toBe(SIGN_UP_ROUTES.personalData);
    expect(signUpStepRoute('data', all)).toBe(SIGN_UP_ROUTES.passSelection);
    expect(signUpStepRoute('pay', all)).toBeUndefined();
    expect(signUpStepRoute('other', all)).toBeUndefined();
  });

  it('goes nowhere when the route is not configured', () => {
    expect(signUpStepRoute('data', { personalData: SIGN_UP_ROUTES.personalData })).toBeUndefined();
  });
});
