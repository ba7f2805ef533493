/** The releases feature's public surface: the app mounts CreditsPanel in the partner's profile. */
export { CreditsPanel } from './CreditsPanel';
