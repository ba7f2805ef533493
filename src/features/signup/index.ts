/** What the app composes from this feature. */
export { signupRedirect, type SignupScreen } from './access';
export { useSignupDraft } from './draft';
export { PersonalDataPage } from './routes/PersonalDataPage';
export { MembershipDataPage } from './routes/MembershipDataPage';
export { PassSelectionPage } from './routes/PassSelectionPage';
export { SeatSelectionPage } from './routes/SeatSelectionPage';
export { PaymentPage } from './routes/PaymentPage';
export { PaymentResultPage } from './routes/PaymentResultPage';
export type { SeatPickers } from '../../lib/seat-pickers';
