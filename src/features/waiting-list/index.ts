/** The waiting-list feature's public surface: the app routes to its page (routes/waiting-list, lazily). */
export { Component as WaitingListPage } from './routes/waiting-list';
