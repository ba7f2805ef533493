/** The cookie keeping the reader's language choice (spec §9), read by the app and by the server drawing a member's page. */
export const LANGUAGE_COOKIE = 'a360_lang';
