import * as z from 'zod/mini';
import { APP_PATHS } from './app-paths';
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
import { LOGIN_LIMITS, MAIL_CHANGE_LIMIT, MAILED_LINK_LIMITS, PHOTO_UPLOAD_LIMIT } from './limits';
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
  passwordRestore: APP_PATHS.restorePassword,
  confirmMail: APP_PATHS.confirmMail,
  creationLogin: APP_PATHS.creationLogin,
  confirmMailChange: APP_PATHS.confirmMailChange,
  undoMailChange: APP_PATHS.undoMailChange,
} as const;

/** The member's home: where mails without a one-time link send the member (after the login, when there is no session). */
export const MEMBER_HOME_PATH = APP_PATHS.memberHome;

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

export const usersEndpoints = {
  extended: endpoint({
    method: 'GET',
    path: usersPaths.extended,
    auth: 'session',
    response: extendedUserSchema,
  }),
  login: endpoint({
    method: 'POST',
    path: usersPaths.login,
    auth: 'public',
    body: loginBodySchema,
    response: userSchema,
    limits: [LOGIN_LIMITS.account, LOGIN_LIMITS.address],
  }),
  loginValidate: endpoint({
    method: 'POST',
    path: usersPaths.loginValidate,
    auth: 'public',
    body: z.strictObject({ mail: mailSchema, previousPartnerNumber: memberNumberSchema }),
    response: noContent,
    limits: [LOGIN_LIMITS.account, LOGIN_LIMITS.address],
  }),
  loginSsoPartner: endpoint({
    method: 'POST',
    path: usersPaths.loginSsoPartner,
    auth: 'public',
    body: ssoPartnerLoginBodySchema,
    response: ssoRedirectSchema,
    limits: [LOGIN_LIMITS.account, LOGIN_LIMITS.address],
  }),
  loginSsoUser: endpoint({
    method: 'POST',
    path: usersPaths.loginSsoUser,
    auth: 'public',
    body: ssoUserLoginBodySchema,
    response: ssoRedirectSchema,
    limits: [LOGIN_LIMITS.account, LOGIN_LIMITS.address],
  }),
  ssoExchange: endpoint({
    method: 'POST',
    path: usersPaths.ssoExchange,
    auth: 'public',
    body: ssoExchangeBodySchema,
    response: ssoExchangeSchema,
  }),
  creationLogin: endpoint({
    method: 'POST',
    path: usersPaths.creationLogin,
    auth: 'public',
    body: z.strictObject({ hash: tokenSchema, email: mailSchema }),
    response: creationLoginSchema,
  }),
  impersonate: endpoint({
    method: 'POST',
    path: usersPaths.impersonate,
    auth: 'session',
    body: z.strictObject({ mail: mailSchema }),
    response: userSchema,
  }),
  logout: endpoint({
    method: 'PUT',
    path: usersPaths.logout,
    auth: 'public',
    response: noContent,
  }),
  passwordRecover: endpoint({
    method: 'POST',
    path: usersPaths.passwordRecover,
    auth: 'public',
    body: z.strictObject({ mail: mailSchema }),
    response: noContent,
    limits: [
      { counter: 'recover-mail', per: 'mail', max: 3, windowSeconds: 60 * 60 },
      { counter: 'recover-address', per: 'address', max: 10, windowSeconds: 15 * 60 },
    ],
  }),
  mailRecover: endpoint({
    method: 'POST',
    path: usersPaths.mailRecover,
    auth: 'public',
    body: z.strictObject({ id: memberNumberSchema, pin: pinSchema }),
    response: noContent,
    limits: [LOGIN_LIMITS.account, LOGIN_LIMITS.address],
  }),
  passwordRestoreCheck: endpoint({
    method: 'GET',
    path: usersPaths.passwordRestoreCheck,
    auth: 'public',
    params: z.object({ hash: tokenSchema, mail: mailSchema }),
    response: noContent,
    limits: MAILED_LINK_LIMITS,
  }),
  passwordRestore: endpoint({
    method: 'PUT',
    path: usersPaths.passwordRestore,
    auth: 'public',
    body: z.strictObject({ mail: mailSchema, hash: tokenSchema, password: newPasswordSchema }),
    response: noContent,
    limits: [
      { counter: 'restore-mail', per: 'mail', max: 5, windowSeconds: 15 * 60 },
      { counter: 'restore-address', per: 'address', max: 10, windowSeconds: 15 * 60 },
    ],
  }),
  password: endpoint({
    method: 'PUT',
    path: usersPaths.password,
    auth: 'session',
    body: z.strictObject({ currentPassword: passwordSchema, newPassword: newPasswordSchema }),
    response: noContent,
    limits: [LOGIN_LIMITS.account, LOGIN_LIMITS.address],
  }),
  confirmMail: endpoint({
    method: 'PUT',
    path: usersPaths.confirmMail,
    auth: 'public',
    body: z.strictObject({ mail: mailSchema, hash: tokenSchema }),
    response: noContent,
  }),
  confirmPhone: endpoint({
    method: 'PUT',
    path: usersPaths.confirmPhone,
    auth: 'public',
    body: z.strictObject({ mail: mailSchema, hash: tokenSchema, phone: phoneSchema }),
    response: noContent,
  }),
  update: endpoint({
    method: 'PUT',
    path: usersPaths.update,
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
    limits: [MAIL_CHANGE_LIMIT, LOGIN_LIMITS.account, LOGIN_LIMITS.address],
  }),
  mailChangeConfirm: endpoint({
    method: 'PUT',
    path: usersPaths.mailChangeConfirm,
    auth: 'public',
    body: z.strictObject({ mail: mailSchema, hash: tokenSchema }),
    response: noContent,
    limits: MAILED_LINK_LIMITS,
  }),
  mailChangeUndo: endpoint({
    method: 'PUT',
    path: usersPaths.mailChangeUndo,
    auth: 'public',
    body: z.strictObject({ mail: mailSchema, hash: tokenSchema }),
    response: noContent,
    limits: MAILED_LINK_LIMITS,
  }),
  photo: endpoint({
    method: 'GET',
    path: usersPaths.photo,
    auth: 'session',
    response: userPhotoSchema,
  }),
  confirmPhoto: endpoint({
    method: 'PUT',
    path: usersPaths.confirmPhoto,
    auth: 'session',
    body: z.strictObject({ photo: z.optional(photoDataUrlSchema) }),
    response: userSchema,
    limits: [PHOTO_UPLOAD_LIMIT],
  }),
  omitPhoto: endpoint({
    method: 'PUT',
    path: usersPaths.omitPhoto,
    auth: 'session',
    response: userSchema,
  }),
  confirmAddress: endpoint({
    method: 'PUT',
    path: usersPaths.confirmAddress,
    auth: 'session',
    response: userSchema,
  }),
  updateAddress: endpoint({
    method: 'PUT',
    path: usersPaths.updateAddress,
    auth: 'session',
    body: userAddressSchema,
    response: userSchema,
  }),
};
