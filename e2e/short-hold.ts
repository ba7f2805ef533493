/** The third e2e server holds seat-change seats this long (SEAT_HOLD_SECONDS), so a test can watch a hold expire. */
// Long enough that a loaded machine reaches the area and its warning before the hold runs out.
export const SHORT_HOLD_SECONDS = 40;

export const shortHoldBaseUrl = `http://127.0.0.1:${process.env.E2E_SHORT_HOLD_PORT}`;
