import type { Limit } from './contract';

/**
 * Limits that several endpoints share (one counter each); an endpoint's own limits are written in
 * its descriptor. Why each number: server/README.md, "Security model".
 */
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const checked = 'a password, PIN, code or identity is checked';

/** Failed password and PIN checks, on every call that checks one. */
export const LOGIN_LIMITS = {
  account: { counter: 'login-account', per: 'account', max: 5, windowSeconds: 15 * MINUTE, failuresOnly: true, when: checked },
  address: { counter: 'login-address', per: 'address', max: 20, windowSeconds: 15 * MINUTE, failuresOnly: true, when: checked },
} as const satisfies Record<string, Limit>;

/** Best-seat searches of both flows together. */
export const BEST_SEATS_LIMIT = {
  counter: 'best-seats',
  per: 'account',
  max: 30,
  windowSeconds: 10 * MINUTE,
} as const satisfies Limit;

/** Decisions of the photo review (approve or refuse). */
export const PHOTO_REVIEW_DECISION_LIMIT = { counter: 'photo-review-decision', per: 'account', max: 60, windowSeconds: MINUTE } as const satisfies Limit;

/** Codes mailed to a new account: the first with the account, then each resend (the only ones counted per address). */
export const MAIL_CODE_SENDS = {
  apart: { counter: 'mail-code-apart', per: 'account', max: 1, windowSeconds: MINUTE, when: 'a code is mailed' },
  perHour: { counter: 'mail-code-sends', per: 'account', max: 5, windowSeconds: HOUR, when: 'a code is mailed' },
  resends: { counter: 'mail-code-resends', per: 'address', max: 20, windowSeconds: HOUR, when: 'a code is mailed again' },
} as const satisfies Record<string, Limit>;

/** Refused sign-ups (each tells that the mail or DNI has an account), per mail typed, besides the login limit per address. */
export const SIGNUP_ACCOUNT_LIMIT = {
  counter: 'signup-account',
  per: 'account',
  max: 5,
  windowSeconds: 15 * MINUTE,
  failuresOnly: true,
  when: 'the account is made',
} as const satisfies Limit;

/** Wrong tries of one mailed code, besides the login limit per address. */
export const MAIL_CODE_TRIES_LIMIT = {
  counter: 'mail-code-tries',
  per: 'token',
  max: 5,
  windowSeconds: 15 * MINUTE,
  failuresOnly: true,
  when: 'a code is checked',
} as const satisfies Limit;

/** Links from a mail checked without a session (restore check, mail change confirm and undo): failed guesses. */
export const MAILED_LINK_LIMITS = [
  { counter: 'mailed-link-address', per: 'address', max: 10, windowSeconds: 15 * MINUTE, failuresOnly: true },
  { counter: 'mailed-link-token', per: 'token', max: 5, windowSeconds: 15 * MINUTE, failuresOnly: true },
] as const satisfies readonly Limit[];

/** Failed member adds to a group (each answers which fact is wrong), per caller and not per address. */
export const GROUP_ADD_LIMIT = {
  counter: 'group-add',
  per: 'account',
  max: 5,
  windowSeconds: 15 * MINUTE,
  failuresOnly: true,
  when: 'members are added',
} as const satisfies Limit;

/** New mail addresses asked for (each mails a link to the address chosen). */
export const MAIL_CHANGE_LIMIT = { counter: 'mail-change', per: 'account', max: 3, windowSeconds: DAY, when: 'the mail changes' } as const satisfies Limit;

/** New photos uploaded (each is decoded and resized). */
export const PHOTO_UPLOAD_LIMIT = { counter: 'photo-upload', per: 'account', max: 20, windowSeconds: HOUR, when: 'a photo is sent' } as const satisfies Limit;

/** Accounts made from one address (a held seat costs nothing, so neither may an account). */
export const ACCOUNTS_PER_ADDRESS_LIMIT = {
  counter: 'accounts-made',
  per: 'address',
  max: 10,
  windowSeconds: HOUR,
  when: 'the account is made',
} as const satisfies Limit;
