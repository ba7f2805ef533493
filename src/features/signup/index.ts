/** What the app composes from this feature. */
export { signupRedirect, type SignupScreen } from './access';
export { useSignupDraft } from './draft';
