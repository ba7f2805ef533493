export { CookieNotice } from './CookieNotice';
