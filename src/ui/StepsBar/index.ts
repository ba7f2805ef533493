export { StepsBar, type Step, type StepState } from './StepsBar';
export {
  SIGN_UP_ROUTES,
  signUpPosition,
  signUpStepRoute,
  signUpSteps,
  type SignUpRoutes,
  type SignUpStepId,
  type SignUpStepsInput,
} from './signUpSteps';
