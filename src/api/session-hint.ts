/**
 * Set beside the HttpOnly session cookie with the same lifetime, value "1" and readable by
 * scripts: the app asks users/extended only when a session may exist, so anonymous visitors
 * cost no request and no 401.
 */
export const SESSION_HINT_COOKIE = 'a360_session';
