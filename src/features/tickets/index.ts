/** What the app composes from this feature. */
export { PurchasePage } from './routes/PurchasePage';
export { ResultPage } from './routes/ResultPage';
export type { SeatPickers } from '../../lib/seat-pickers';
