import * as z from 'zod/mini';
import {
  dniSchema,
  endpoint,
  isoDateSchema,
  mailSchema,
  newPasswordSchema,
  noContent,
  passwordSchema,
  shortTextSchema,
  tokenParamSchema,
} from './contract';
import { groupTypeSchema } from './groups';

/** Users area (spec §7 "Users and login"). */
export const usersPaths = {
  extended: 'users/extended',
  login: 'users/login',
  loginValidate: 'users/login-validate',
  loginSsoPartner: 'users/login-sso-partner',
  loginSsoUser: 'users/login-sso-user',
  ssoExchange: 'users/sso/exchange',
  creationLogin: 'partners/creationLogin',
  impersonate: 'users/impersonate',
  logout: 'users/logout',
  passwordRecover: 'users/password/recover',
  mailRecover: 'users/mail/recover',
  passwordRestoreCheck: 'users/password/restore/:hash/:mail',
  passwordRestore: 'users/password/restore',
  password: 'users/password',
  confirmMail: 'users/confirm/mail',
  confirmPhone: 'users/confirm/phone',
  update: 'users/update',
  mailChangeConfirm: 'users/mail-change/confirm',
  mailChangeUndo: 'users/mail-change/undo',
  photo: 'users/get-photo',
  confirmPhoto: 'users/confirm/photo',
  omitPhoto: 'users/omit/photo',
  confirmAddress: 'users/confirm/address',
  updateAddress: 'users/update-address',
} as const;

/**
 * Client routes the server's mails link to; each takes the one-time hash and the account mail
 * (spec §5: the restore route requires hash and mail).
 */
export const usersMailLinks = {
  passwordRestore: '/restablecer-contrasena/:hash/:mail',
  confirmMail: '/confirmar-correo/:hash/:mail',
  creationLogin: '/hazte-abonado/acceso/:hash/:mail',
  /** Sent to the new address of a mail change, with the new address. */
  confirmMailChange: '/confirmar-cambio-correo/:hash/:mail',
  /** Sent to the old address of a mail change, with the old address. */
  undoMailChange: '/deshacer-cambio-correo/:hash/:mail',
} as const;

/** The member's home: where mails without a one-time link send the member (after the login, when there is no session). */
export const MEMBER_HOME_PATH = '/abonado';

export { SESSION_HINT_COOKIE } from './session-hint';

/** The §8 texts the client matches on: each error body carries one as `message` (and as `code`). */
export const loginErrors = {
  invalid: 'login invalid',
  notValidated: 'User not validated',
  notAllowed: 'login not allowed',
  noPayments: 'partner has no payments',
  shareholderUnavailable: 'shareholders not available',
  pendingPartner: 'partner is pending',
  tooManyAttempts: 'too many attempts',
} as const;
export const USERS_EMAIL_IN_USE = 'email in use';

/** Codes of the refused credential changes (beyond §8): each error body carries one as `code`. */
export const credentialErrors = {
  /** An employee acting as the member never changes mail, password, phone or PIN. */
  impersonation: 'impersonation-credentials',
  /** A new mail needs the current password. */
  passwordRequired: 'password-required',
  wrongPassword: 'wrong-password',
} as const;

export const userTypes = [
  'PARTNER',
  'SYMPATHIZER',
  'SYMPATHIZER_WITH_NUMBER',
  'FAN',
  'EMPLOYEE',
  'ENTERPRISE_ADMIN',
  'ENTERPRISE_ACCOUNT',
] as const;
export const userTypeSchema = z.enum(userTypes);
export type UserType = z.infer<typeof userTypeSchema>;

/** Login kinds of spec §1, for the partner-kind login body's `type`. */
export const loginKinds = ['partners', 'sympathizers', 'fan', 'shareholder'] as const;
export type LoginKind = (typeof loginKinds)[number];

/** PENDING waits for the club's review; only CONFIRMED (approved by the club) reaches the card and the gate. */
export const photoStatuses = ['NONE', 'PENDING', 'CONFIRMED', 'OMITTED', 'REFUSED'] as const;
export const photoStatusSchema = z.enum(photoStatuses);
export type PhotoStatus = z.infer<typeof photoStatusSchema>;

/** Why the club refused a photo: codes, so the member reads the reason in their own language. */
export const photoRefusalReasons = ['FACE_NOT_VISIBLE', 'POOR_QUALITY', 'NOT_A_PORTRAIT', 'INAPPROPRIATE'] as const;
export const photoRefusalReasonSchema = z.enum(photoRefusalReasons);
export type PhotoRefusalReason = z.infer<typeof photoRefusalReasonSchema>;

export const userAddressSchema = z.strictObject({
  street: shortTextSchema,
  postalCode: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9 -]{3,10}$/, 'must be a postal code')),
  city: shortTextSchema,
  province: shortTextSchema,
  country: z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, 'must be an ISO country code')),
});
export type UserAddress = z.infer<typeof userAddressSchema>;

/** The seat a partner bought for the season (their SOLD seat claim); beyond spec §7. */
export const partnerSeatSchema = z.object({
  id: z.int(),
  /** Sector name. */
  sector: z.string(),
  /** Area name, e.g. "Zona N2B". */
  area: z.string(),
  areaId: z.int(),
  row: z.int(),
  number: z.int(),
});
export type PartnerSeat = z.infer<typeof partnerSeatSchema>;

/**
 * One payment of the partner's current season. The list is the payment plan: one payment is a
 * single payment, several are instalments. Beyond spec §7.
 */
export const partnerPaymentSchema = z.object({
  /** Euros. */
  amount: z.number(),
  /** YYYY-MM-DD, the day it was paid (club time, Europe/Madrid). */
  paidAt: z.string(),
});
export type PartnerPayment = z.infer<typeof partnerPaymentSchema>;

/**
 * The second half of a SPLIT sign-up payment (beyond spec §7): debited from the order's IBAN on
 * or after `dueOn` by the server's scheduled job, then CHARGED (also listed in `payments`) or
 * FAILED (not debited again: the member pays at the club office).
 */
export const secondPaymentSchema = z.object({
  /** Euros. */
  amount: z.number(),
  /** YYYY-MM-DD, the debit date. */
  dueOn: z.string(),
  /** The IBAN's last four characters. */
  ibanEnd: z.string(),
  status: z.enum(['PENDING', 'CHARGED', 'FAILED']),
  /** YYYY-MM-DD (club time), the day it was charged or declined; null while PENDING. */
  decidedOn: z.nullable(z.string()),
});
export type SecondPayment = z.infer<typeof secondPaymentSchema>;

export const partnerProfileSchema = z.object({
  id: z.int(),
  partnerNumber: z.int(),
  personal: z.object({ iban: z.nullable(z.string()) }),
  /** null when the partner holds no sold seat (e.g. a pending partner). */
  seat: z.nullable(partnerSeatSchema),
  info: z.object({
    /** Euros paid for the current season: the sum of `payments`. */
    totalPaidAmount: z.number(),
    season: z.string(),
    /** The current season's payments, oldest first. */
    payments: z.array(partnerPaymentSchema),
    /** The second half of a split sign-up payment; null (or absent) without one. */
    secondPayment: z.optional(z.nullable(secondPaymentSchema)),
  }),
  actions: z.object({
    changeSeat: z.object({ allowed: z.boolean(), executionAllowed: z.boolean() }),
  }),
  previousPartnerNumber: z.nullable(z.int()),
  status: z.enum(['ACTIVE', 'PENDING']),
  blocked: z.boolean(),
  /**
   * The group this partner was added to and has not confirmed yet (double authentication: a
   * token was mailed to them); null otherwise. Beyond spec §7: the pending partner can confirm
   * with groups/validate-token or decline with groups/leave.
   */
  pendingGroup: z.nullable(z.object({ id: z.int(), name: z.string(), type: groupTypeSchema })),
});

export type PartnerProfile = z.infer<typeof partnerProfileSchema>;

/** Spec §5: the seat change is offered only when the profile allows it (changeSeat.allowed) and it may run now (executionAllowed). */
export const maySeatChange = (partner: Pick<PartnerProfile, 'actions'> | null): boolean =>
  partner !== null && partner.actions.changeSeat.allowed && partner.actions.changeSeat.executionAllowed;

export const sympathizerProfileSchema = z.object({
  id: z.int(),
  number: z.nullable(z.int()),
});

export const fanProfileSchema = z.object({
  id: z.int(),
  actions: z.object({ shareholders: z.object({ available: z.boolean() }) }),
});

/** The user of spec §3; a profile is null when the user has no such role. */
/** The languages mails and the pass card are written in (beyond §7); the app's own languages. */
export const MEMBER_LANGUAGES = ['es', 'en', 'fr'] as const;
export const memberLanguageSchema = z.enum(MEMBER_LANGUAGES);
export type MemberLanguage = z.infer<typeof memberLanguageSchema>;

export const userSchema = z.object({
  id: z.int(),
  mail: z.string(),
  name: z.string(),
  lastname: z.string(),
  type: userTypeSchema,
  partner: z.nullable(partnerProfileSchema),
  sympathizer: z.nullable(sympathizerProfileSchema),
  fan: z.nullable(fanProfileSchema),
  group: z.nullable(z.object({ id: z.int(), name: z.string() })),
  mandatoryValidation: z.object({ photo: z.boolean(), address: z.boolean() }),
  photo: z.nullable(z.string()),
  specialRenewal: z.boolean(),
  dni: z.nullable(z.string()),
  /** YYYY-MM-DD */
  birthdate: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  address: z.nullable(
    z.object({ street: z.string(), postalCode: z.string(), city: z.string(), province: z.string(), country: z.string() }),
  ),
  photoStatus: photoStatusSchema,
  /** Beyond §7: the club's reason while photoStatus is REFUSED, else null. */
  photoRefusal: z.nullable(photoRefusalReasonSchema),
  confirmed: z.object({ mail: z.boolean(), phone: z.boolean(), address: z.boolean() }),
  /** Beyond §7: the language of the member's mails and pass card ('es' unless set). */
  language: z.optional(memberLanguageSchema),
});
export type User = z.infer<typeof userSchema>;

/** Who is acting as the user, while an employee impersonates them (users/extended only). */
export const impersonatorSchema = z.object({ name: z.string(), lastname: z.string(), mail: z.string() });
/**
 * users/extended: the user, plus the employee behind the session when impersonating, and the
 * new mail waiting for its confirmation link (beyond §7).
 */
export const extendedUserSchema = z.extend(userSchema, {
  impersonator: z.optional(z.nullable(impersonatorSchema)),
  pendingMail: z.optional(z.nullable(z.string())),
});
export type ExtendedUser = z.infer<typeof extendedUserSchema>;

/** A PIN, or for fans and shareholders (who have no card PIN) the account password. */
const pinSchema = passwordSchema;
const memberNumberSchema = z.int().check(z.positive(), z.maximum(999_999_999));
const optionalNumber = z.optional(z.nullable(memberNumberSchema));
const ssoAppIdSchema = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[a-z0-9-]+$/, 'must be an app id'));
const redirectUrlSchema = z.string().check(z.maxLength(2048), z.regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL'));

/** Fields the partner-kind login needs, whatever the kind. */
const PARTNER_LOGIN_FIELDS = ['type', 'dni', 'birthdate', 'pin'] as const;

/**
 * One body, two shapes: {mail,password} or the partner-kind fields. A zod union would report
 * only "invalid" for a bad body, so the fields are optional here and this check names the
 * missing ones.
 */
export const loginBodySchema = z.strictObject({
  mail: z.optional(mailSchema),
  password: z.optional(passwordSchema),
  type: z.optional(z.enum(loginKinds)),
  dni: z.optional(dniSchema),
  birthdate: z.optional(isoDateSchema),
  pin: z.optional(pinSchema),
  partnerId: optionalNumber,
  partnerNumber: optionalNumber,
  previousPartnerNumber: optionalNumber,
}).check(
  z.superRefine((body, ctx) => {
    const plain = body.mail !== undefined || body.password !== undefined;
    const required = plain ? (['mail', 'password'] as const) : PARTNER_LOGIN_FIELDS;
    for (const field of required) {
      if (body[field] === undefined) {
        ctx.issues.push({ code: 'custom', path: [field], message: 'required', input: body });
      }
    }
    if (plain) {
      for (const field of [...PARTNER_LOGIN_FIELDS, 'partnerId', 'partnerNumber', 'previousPartnerNumber'] as const) {
        if (body[field] !== undefined && body[field] !== null) {
          ctx.issues.push({ code: 'custom', path: [field], message: 'not allowed with mail and password', input: body });
        }
      }
    }
  }),
);
export type LoginBody = z.infer<typeof loginBodySchema>;

export const ssoPartnerLoginBodySchema = z.strictObject({
  partnerId: optionalNumber,
  pin: pinSchema,
  dni: dniSchema,
  birthdate: isoDateSchema,
  appId: ssoAppIdSchema,
  redirectUrl: redirectUrlSchema,
});

export const ssoUserLoginBodySchema = z.strictObject({
  mail: mailSchema,
  password: passwordSchema,
  appId: ssoAppIdSchema,
  redirectUrl: redirectUrlSchema,
});

export const ssoRedirectSchema = z.object({ redirectUrl: z.string() });
/**
 * The other app's server trades the code its callback received, once: with its secret and the
 * callback address the code was issued for (without the `code` parameter).
 */
export const ssoExchangeBodySchema = z.strictObject({
  appId: ssoAppIdSchema,
  secret: z.string().check(z.minLength(1), z.maxLength(256)),
  code: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'must be an SSO code')),
  redirectUrl: redirectUrlSchema,
});
/** Who the user is, and nothing more. */
export const ssoExchangeSchema = z.object({
  user: z.object({ id: z.int(), mail: z.string(), name: z.string(), lastname: z.string(), type: userTypeSchema }),
});
export const creationLoginSchema = z.object({ firstTime: z.boolean(), user: userSchema });
export const userPhotoSchema = z.object({
  photo: z.nullable(z.string()),
  status: photoStatusSchema,
  /** The club's reason while status is REFUSED, else null. */
  refusal: z.nullable(photoRefusalReasonSchema),
});

/** A photo as a data URL of a JPEG, PNG or WebP image, up to about 300 kB. */
export const photoDataUrlSchema = z.string().check(
  z.maxLength(400_000),
  z.regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+={0,2}$/, 'must be a JPEG, PNG or WebP data URL'),
);

const tokenSchema = tokenParamSchema;
export const phoneSchema = z.string().check(z.trim(), z.regex(/^\+?[0-9]{9,15}$/, 'must be a phone number'));

const LOGIN_ERRORS = {
  401: `${loginErrors.invalid}: wrong or unknown credentials`,
  402: `'${loginErrors.noPayments}': the partner has no payment for the current season`,
  403: `'${loginErrors.notValidated}': the account mail is not confirmed (a new confirmation mail is sent)`,
  409: `'${loginErrors.pendingPartner}': the partner's status is PENDING`,
  429: `'${loginErrors.tooManyAttempts}': 5 failures per account or 20 per IP in 15 minutes (Retry-After)`,
  466: `'${loginErrors.notAllowed}': the user kind may not use this login`,
} as const;

export const usersEndpoints = {
  extended: endpoint({
    method: 'GET',
    path: usersPaths.extended,
    summary:
      'The logged-in user with every profile (spec §3 User); while an employee impersonates them, `impersonator` ' +
      'names the employee (beyond §7: the app shows who is acting). Also beyond §7, for the member-area profile: ' +
      '`pendingMail` is a requested new mail that waits for the link mailed to it (null without one; `mail` stays ' +
      'the confirmed address until then). ' +
      "`partner.seat` is the partner's sold seat (sector and area names, row, number; null without one) and " +
      "`partner.info.payments` the current season's payments, oldest first, in euros with the day paid " +
      '(one payment: single payment; several: instalments; `totalPaidAmount` is their sum); ' +
      "`partner.info.secondPayment` {amount, dueOn, ibanEnd, status PENDING|CHARGED|FAILED, decidedOn} is the second half " +
      'of a SPLIT sign-up payment, debited on its date by the server (null without one); ' +
      '`partner.pendingGroup` {id, name, type} is the group the partner was added to and has not confirmed yet ' +
      '(PENDING with a mailed token; null otherwise), so the invited partner can confirm (groups/validate-token) ' +
      'or decline (groups/leave) while `group` lists only an ACTIVE membership.',
    auth: 'session',
    response: extendedUserSchema,
    errors: { 401: 'no live session: the client treats the visitor as anonymous' },
  }),
  login: endpoint({
    method: 'POST',
    path: usersPaths.login,
    summary:
      'Logs in with {mail,password} (plain: partner, sympathizer, fan or enterprise admin) or with the ' +
      'partner-kind fields: type, dni, birthdate and pin are required; pin is the partner or sympathizer ' +
      'PIN, or the account password for fan and shareholder; partnerId/partnerNumber (card number) and ' +
      'previousPartnerNumber, when sent, must match too. Sets `sid` and `a360_session`.',
    auth: 'public',
    body: loginBodySchema,
    response: userSchema,
    errors: {
      ...LOGIN_ERRORS,
      456: `'${loginErrors.shareholderUnavailable}': shareholder login by a fan whose shareholders are not available`,
      466: `'${loginErrors.notAllowed}': plain login by a user without partner, sympathizer or fan profile who is not an enterprise admin; or a login kind the user has no profile for`,
    },
  }),
  loginValidate: endpoint({
    method: 'POST',
    path: usersPaths.loginValidate,
    summary:
      'Special-renewal login: when the mail and the previous partner number (or sympathizer number) match, ' +
      'mails a one-time creation-login link (partners/creationLogin).',
    auth: 'public',
    body: z.strictObject({ mail: mailSchema, previousPartnerNumber: memberNumberSchema }),
    response: noContent,
    errors: { 401: 'no partner or sympathizer with that mail and number', 429: LOGIN_ERRORS[429] },
  }),
  loginSsoPartner: endpoint({
    method: 'POST',
    path: usersPaths.loginSsoPartner,
    summary:
      'Partner login for another club app: same rules as the partners login; answers the app redirect URL ' +
      'with a one-time `code` (60 s). Sets no cookie here.',
    auth: 'public',
    body: ssoPartnerLoginBodySchema,
    response: ssoRedirectSchema,
    errors: { 400: 'unknown appId or redirectUrl not allowed for it', ...LOGIN_ERRORS },
  }),
  loginSsoUser: endpoint({
    method: 'POST',
    path: usersPaths.loginSsoUser,
    summary: 'Plain login for another club app: answers the app redirect URL with a one-time `code` (60 s).',
    auth: 'public',
    body: ssoUserLoginBodySchema,
    response: ssoRedirectSchema,
    errors: { 400: 'unknown appId or redirectUrl not allowed for it', ...LOGIN_ERRORS },
  }),
  ssoExchange: endpoint({
    method: 'POST',
    path: usersPaths.ssoExchange,
    summary:
      'Beyond spec §7, completing the SSO logins: the club app named by appId (server to server, with its ' +
      'SSO_APP_SECRETS secret) trades the one-time code of its callback for who the user is. A code works once, ' +
      'for its own app and callback, within 60 s. Sets no cookie.',
    auth: 'public',
    body: ssoExchangeBodySchema,
    response: ssoExchangeSchema,
    errors: {
      403: 'the app has no configured secret, or sent another one',
      404: 'unknown, expired or already used code, or a code issued to another app or callback',
    },
  }),
  creationLogin: endpoint({
    method: 'POST',
    path: usersPaths.creationLogin,
    summary:
      'Logs in with a mailed creation-login hash (consumed) and confirms the mail; firstTime is true on the ' +
      "user's first login. Sets `sid` and `a360_session`.",
    auth: 'public',
    body: z.strictObject({ hash: tokenSchema, email: mailSchema }),
    response: creationLoginSchema,
    errors: {
      404: 'no live creation-login hash for that mail (unknown, used or expired)',
      466: `'${loginErrors.notAllowed}': the user has no partner, sympathizer or fan profile`,
    },
  }),
  impersonate: endpoint({
    method: 'POST',
    path: usersPaths.impersonate,
    summary:
      'An employee acts as another user: the session is replaced by one of that user that remembers the employee; ' +
      "logout ends it. Beyond §7: it lasts 30 minutes at most and ends with the employee's session (logout, expiry, " +
      'a password change); it never changes mail, password or phone.',
    auth: 'session',
    body: z.strictObject({ mail: mailSchema }),
    response: userSchema,
    errors: {
      401: 'no live session',
      403: 'the session user is not an EMPLOYEE, is already impersonating, or the target is an employee',
      404: 'no user with that mail',
    },
  }),
  logout: endpoint({
    method: 'PUT',
    path: usersPaths.logout,
    summary: 'Ends the session (its row is deleted) and clears `sid` and `a360_session`; 204 even without a session.',
    auth: 'public',
    response: noContent,
    errors: {},
  }),
  passwordRecover: endpoint({
    method: 'POST',
    path: usersPaths.passwordRecover,
    summary: 'Mails a password-restore link (hash and mail, valid 1 hour).',
    auth: 'public',
    body: z.strictObject({ mail: mailSchema }),
    response: noContent,
    errors: {
      404: "'email not found': no user with that mail",
      429: `'${loginErrors.tooManyAttempts}': 3 requests per mail in an hour (known or not) or 10 per IP in 15 minutes (Retry-After)`,
    },
  }),
  mailRecover: endpoint({
    method: 'POST',
    path: usersPaths.mailRecover,
    summary:
      'Account mail reminder: with a partner (or sympathizer) number and its PIN, mails the address on file. ' +
      'The answer never contains the mail.',
    auth: 'public',
    body: z.strictObject({ id: memberNumberSchema, pin: pinSchema }),
    response: noContent,
    errors: { 401: 'unknown number or wrong PIN', 429: LOGIN_ERRORS[429] },
  }),
  passwordRestoreCheck: endpoint({
    method: 'GET',
    path: usersPaths.passwordRestoreCheck,
    summary: 'Whether a password-restore hash is live for that mail: 204 yes.',
    auth: 'public',
    params: z.object({ hash: tokenSchema, mail: mailSchema }),
    response: noContent,
    errors: { 404: 'unknown, used or expired hash, or another mail' },
  }),
  passwordRestore: endpoint({
    method: 'PUT',
    path: usersPaths.passwordRestore,
    summary: 'Sets a new password with a live restore hash (consumed), confirms the mail and ends every session of the user.',
    auth: 'public',
    body: z.strictObject({ mail: mailSchema, hash: tokenSchema, password: newPasswordSchema }),
    response: noContent,
    errors: {
      404: 'unknown, used or expired hash, or another mail (checked before the new password is hashed)',
      429: `'${loginErrors.tooManyAttempts}': 5 requests per mail or 10 per IP in 15 minutes (Retry-After)`,
    },
  }),
  password: endpoint({
    method: 'PUT',
    path: usersPaths.password,
    summary: "Changes the password: the current one must match; the user's other sessions end.",
    auth: 'session',
    body: z.strictObject({ currentPassword: passwordSchema, newPassword: newPasswordSchema }),
    response: noContent,
    errors: {
      401: 'no live session',
      403: `'${credentialErrors.wrongPassword}': currentPassword is wrong; '${credentialErrors.impersonation}': an impersonation session`,
      429: LOGIN_ERRORS[429],
    },
  }),
  confirmMail: endpoint({
    method: 'PUT',
    path: usersPaths.confirmMail,
    summary: 'Confirms the account mail with the mailed hash (consumed).',
    auth: 'public',
    body: z.strictObject({ mail: mailSchema, hash: tokenSchema }),
    response: noContent,
    errors: { 404: 'unknown, used or expired hash, or another mail' },
  }),
  confirmPhone: endpoint({
    method: 'PUT',
    path: usersPaths.confirmPhone,
    summary: 'Confirms the phone with the hash sent to it (consumed); phone must be the number on file.',
    auth: 'public',
    body: z.strictObject({ mail: mailSchema, hash: tokenSchema, phone: phoneSchema }),
    response: noContent,
    errors: {
      404: 'unknown, used or expired hash, or another mail',
      409: 'phone is not the number the hash was sent to',
    },
  }),
  update: endpoint({
    method: 'PUT',
    path: usersPaths.update,
    summary:
      'Updates name, lastname, mail and phone (each optional); a new phone gets a confirmation hash. Beyond §7, ' +
      'against account takeover: a new mail (not just its case) needs `currentPassword` and is not applied at once: ' +
      'it waits (users/extended `pendingMail`) for the link mailed to it (users/mail-change/confirm, 24 hours), and ' +
      'the current address is told, with a link that undoes the change (users/mail-change/undo, 7 days). Login and ' +
      'password recovery use the confirmed mail only. An impersonation session changes neither mail nor phone. ' +
      "Also beyond §7, `language`: the language of the member's mails and pass card, which the app keeps equal to " +
      'the language it shows.',
    auth: 'session',
    body: z.strictObject({
      name: z.optional(shortTextSchema),
      lastname: z.optional(shortTextSchema),
      mail: z.optional(mailSchema),
      phone: z.optional(z.nullable(phoneSchema)),
      /** Required when `mail` is a new address. */
      currentPassword: z.optional(passwordSchema),
      language: z.optional(memberLanguageSchema),
    }),
    response: userSchema,
    errors: {
      401: 'no live session',
      403:
        `'${credentialErrors.passwordRequired}': a new mail without currentPassword; '${credentialErrors.wrongPassword}': ` +
        `currentPassword is wrong (counts as a failed login); '${credentialErrors.impersonation}': a new mail or phone ` +
        'in an impersonation session',
      409: `'${USERS_EMAIL_IN_USE}': the mail belongs to another user`,
      429: LOGIN_ERRORS[429],
    },
  }),
  mailChangeConfirm: endpoint({
    method: 'PUT',
    path: usersPaths.mailChangeConfirm,
    summary:
      'Beyond §7: applies a pending mail change with the hash mailed to the new address (consumed); `mail` is the ' +
      'new address. The new address becomes the confirmed account mail.',
    auth: 'public',
    body: z.strictObject({ mail: mailSchema, hash: tokenSchema }),
    response: noContent,
    errors: {
      404: 'unknown, used, replaced, undone or expired hash, or another mail',
      409: `'${USERS_EMAIL_IN_USE}': another user took the address meanwhile`,
    },
  }),
  mailChangeUndo: endpoint({
    method: 'PUT',
    path: usersPaths.mailChangeUndo,
    summary:
      'Beyond §7: with the hash mailed to the old address (consumed; `mail` is the old address), cancels a pending ' +
      'mail change or, when already confirmed, puts the old mail back (confirmed); every mail change of the account ' +
      'still pending ends, and so does every session of the account.',
    auth: 'public',
    body: z.strictObject({ mail: mailSchema, hash: tokenSchema }),
    response: noContent,
    errors: {
      404: 'unknown, used or expired hash, or another mail',
      409: `'${USERS_EMAIL_IN_USE}': another user took the old address meanwhile`,
    },
  }),
  photo: endpoint({
    method: 'GET',
    path: usersPaths.photo,
    summary: "The session user's own photo (data URL or null) and its validation status.",
    auth: 'session',
    response: userPhotoSchema,
    errors: { 401: 'no live session' },
  }),
  confirmPhoto: endpoint({
    method: 'PUT',
    path: usersPaths.confirmPhoto,
    summary:
      'Photo validation: keeps the photo on file when the club approved it (CONFIRMED), or uploads a new one ' +
      '(PENDING until the club reviews it); either clears the mandatory photo validation. A new photo gets the ' +
      'small copy the gate downloads.',
    auth: 'session',
    body: z.strictObject({ photo: z.optional(photoDataUrlSchema) }),
    response: userSchema,
    errors: {
      400: "'photo-unreadable': the data URL is not an image that can be read (or above 4 megapixels)",
      401: 'no live session',
      409: "'no-photo': no photo on file and none sent; 'photo-not-approved': the photo on file is waiting for the club's review or was refused (send another)",
      429: "'too many attempts': 20 new photos an hour per account (Retry-After)",
    },
  }),
  omitPhoto: endpoint({
    method: 'PUT',
    path: usersPaths.omitPhoto,
    summary: 'Skips the mandatory photo validation (OMITTED).',
    auth: 'session',
    response: userSchema,
    errors: { 401: 'no live session', 409: 'no photo validation is pending' },
  }),
  confirmAddress: endpoint({
    method: 'PUT',
    path: usersPaths.confirmAddress,
    summary: 'Confirms the address on file; clears the mandatory address validation.',
    auth: 'session',
    response: userSchema,
    errors: { 401: 'no live session', 409: 'no address on file' },
  }),
  updateAddress: endpoint({
    method: 'PUT',
    path: usersPaths.updateAddress,
    summary: 'Replaces the address (confirmed by this call); clears the mandatory address validation.',
    auth: 'session',
    body: userAddressSchema,
    response: userSchema,
    errors: { 401: 'no live session' },
  }),
};
