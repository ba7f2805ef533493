/** The season feature's public surface: the app routes to its page (routes/season, lazily). */
export { Component as SeasonPage } from './routes/season';
