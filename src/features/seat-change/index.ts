/** What the app composes from this feature. */
export { CheckoutResultPage } from './routes/CheckoutResultPage';
export { PendingSeatChange } from './components/PendingSeatChange';
export { AreaSelectionPage } from './routes/AreaSelectionPage';
export { SeatSelectionPage } from './routes/SeatSelectionPage';
export { CheckoutPage } from './routes/CheckoutPage';
/** The area list and the seat map, reused by the sign-up's seat selection (composed by the app). */
export { AreaChooser, type AreaChooserProps } from './components/AreaChooser';
export { SeatChooser, type SeatChooserProps } from './components/SeatChooser';
