import { APP_PATHS } from '../../api/app-paths';
import type { Step } from './StepsBar';

/** The routes of the sign-up flow (spec §2, "Sign-up flow"). */
export const SIGN_UP_ROUTES = {
  personalData: APP_PATHS.signupPersonalData,
  passSelection: APP_PATHS.signupPassSelection,
  seatSelection: APP_PATHS.signupSeatSelection,
  payment: APP_PATHS.signupPayment,
} as const;

/** Which of the flow's routes exist; a missing one means "not configured". */
export type SignUpRoutes = Partial<Record<keyof typeof SIGN_UP_ROUTES, string>>;

/** Ids of the three steps; the labels are the translation keys STEPS.PERSON, STEPS.DATA and STEPS.PAY. */
export type SignUpStepId = 'person' | 'data' | 'pay';

export interface SignUpStepsInput {
  /** The router's pathname (without the app's base path). */
  pathname: string;
  configuredRoutes: SignUpRoutes;
  /** The stored partner record has `firstStep` set. */
  hasFirstStep: boolean;
  /** Translated labels for person, data and pay. */
  labels: Record<SignUpStepId, string>;
}

/** Which step of the flow a pathname is on: 1, 2 (pass or seat selection), 3; 0 when off the flow. */
export function signUpPosition(pathname: string, routes: SignUpRoutes): 0 | 1 | 2 | 3 {
  const on = (route: string | undefined) => route !== undefined && samePath(pathname, route);
  if (on(routes.personalData)) return 1;
  if (on(routes.passSelection) || on(routes.seatSelection)) return 2;
  if (on(routes.payment)) return 3;
  return 0;
}

/**
 * The steps bar of the sign-up flow (spec §2):
 * - a step is shown only if its route is configured (step 2's route is pass selection);
 * - the current step is highlighted; step 1 is done on step 2, seat selection or step 3, step 2 on step 3;
 * - step 1 is clickable unless already there; step 2 only with firstStep and not if already there
 *   (seat selection is step 2); step 3 never.
 */
export function signUpSteps({ pathname, configuredRoutes, hasFirstStep, labels }: SignUpStepsInput): Step<SignUpStepId>[] {
  const position = signUpPosition(pathname, configuredRoutes);
  const state = (number: number): Step['state'] =>
    number === position ? 'current' : number < position ? 'done' : 'upcoming';
  const steps: (Step<SignUpStepId> | false)[] = [
    configuredRoutes.personalData !== undefined && {
      id: 'person',
      number: 1,
      label: labels.person,
      state: state(1),
      clickable: position !== 1,
    },
    configuredRoutes.passSelection !== undefined && {
      id: 'data',
      number: 2,
      label: labels.data,
      state: state(2),
      clickable: hasFirstStep && position !== 2,
    },
    configuredRoutes.payment !== undefined && {
      id: 'pay',
      number: 3,
      label: labels.pay,
      state: state(3),
      clickable: false,
    },
  ];
  return steps.filter((step) => step !== false);
}

/** Where a clicked step goes: person → personal data, data → pass selection; pay (never clickable) → nowhere. */
export function signUpStepRoute(id: string, configuredRoutes: SignUpRoutes): string | undefined {
  if (id === 'person') return configuredRoutes.personalData;
  if (id === 'data') return configuredRoutes.passSelection;
  return undefined;
}

/** Equal paths, ignoring a trailing slash. */
function samePath(a: string, b: string): boolean {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return trim(a) === trim(b);
}
