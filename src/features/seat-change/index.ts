/** What the app composes from this feature. */
export { CheckoutResultPage } from './routes/CheckoutResultPage';
export { PendingSeatChange } from './routes/PendingSeatChange';
export { AreaSelectionPage } from './routes/AreaSelectionPage';
export { SeatSelectionPage } from './routes/SeatSelectionPage';
export { CheckoutPage } from './routes/CheckoutPage';
