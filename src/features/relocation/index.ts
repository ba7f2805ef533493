/** The relocation feature's public surface: the app routes to its page (routes/relocation, lazily). */
export { Component as RelocationPage } from './routes/relocation';
