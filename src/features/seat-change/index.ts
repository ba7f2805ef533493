/** What the app composes from this feature. */
export { CheckoutResultPage } from './routes/CheckoutResultPage';
export { PendingSeatChange } from './routes/PendingSeatChange';
