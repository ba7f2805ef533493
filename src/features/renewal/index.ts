/** The renewal feature's public surface: the app routes to its page and composes its failed-charge notice into the profile. */
export { Component as RenewalPage } from './routes/renewal';
export { RenewalChargeNotice } from './RenewalChargeNotice';
