/** The member's home (/abonado once logged in): the app composes it with the card and the impersonation form. */
export { HomePage, type HomePageProps } from './components/HomePage';
export { HomeView, type HomeViewProps } from './components/HomeView';
export type { HomeAnswer } from './blocks';
export { useHome } from './api';
