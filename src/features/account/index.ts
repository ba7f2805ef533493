/** What the app composes from this feature. */
export { ProfilePage } from './routes/ProfilePage';
export { PROFILE_PATHS } from './profile-kinds';
