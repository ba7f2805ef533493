import { credentialErrors, loginErrors, USERS_EMAIL_IN_USE, type usersEndpoints } from '../../../src/api/users.ts';
import type { AreaDocs } from '../endpoint-doc.ts';

const LOGIN_ERRORS = {
  401: `${loginErrors.invalid}: wrong or unknown credentials`,
  402: `'${loginErrors.noPayments}': the partner has no payment for the current season`,
  403: `'${loginErrors.notValidated}': the account mail is not confirmed (a new confirmation mail is sent)`,
  409: `'${loginErrors.pendingPartner}': the partner's status is PENDING`,
  466: `'${loginErrors.notAllowed}': the user kind may not use this login`,
} as const;

/** What API.md says of each users endpoint: what it does and every non-2xx status it produces. */
export const usersDocs = {
  extended: {
    summary: 'The logged-in user with every profile (spec §3 User); while an employee impersonates them, `impersonator` ' +
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
    errors: { 401: 'no live session: the client treats the visitor as anonymous' },
  },
  login: {
    summary: 'Logs in with {mail,password} (plain: partner, sympathizer, fan or enterprise admin) or with the ' +
      'partner-kind fields: type, dni, birthdate and pin are required; pin is the partner or sympathizer ' +
      'PIN, or the account password for fan and shareholder; partnerId/partnerNumber (card number) and ' +
      'previousPartnerNumber, when sent, must match too. Sets `sid` and `a360_session`.',
    errors: {
      ...LOGIN_ERRORS,
      456: `'${loginErrors.shareholderUnavailable}': shareholder login by a fan whose shareholders are not available`,
      466: `'${loginErrors.notAllowed}': plain login by a user without partner, sympathizer or fan profile who is not an enterprise admin; or a login kind the user has no profile for`,
    },
  },
  loginValidate: {
    summary: 'Special-renewal login: when the mail and the previous partner number (or sympathizer number) match, ' +
      'mails a one-time creation-login link (partners/creationLogin).',
    errors: { 401: 'no partner or sympathizer with that mail and number' },
  },
  loginSsoPartner: {
    summary: 'Partner login for another club app: same rules as the partners login; answers the app redirect URL ' +
      'with a one-time `code` (60 s). Sets no cookie here.',
    errors: { 400: 'unknown appId or redirectUrl not allowed for it', ...LOGIN_ERRORS },
  },
  loginSsoUser: {
    summary: 'Plain login for another club app: answers the app redirect URL with a one-time `code` (60 s).',
    errors: { 400: 'unknown appId or redirectUrl not allowed for it', ...LOGIN_ERRORS },
  },
  ssoExchange: {
    summary: 'Beyond spec §7, completing the SSO logins: the club app named by appId (server to server, with its ' +
      'SSO_APP_SECRETS secret) trades the one-time code of its callback for who the user is. A code works once, ' +
      'for its own app and callback, within 60 s. Sets no cookie.',
    errors: {
      403: 'the app has no configured secret, or sent another one',
      404: 'unknown, expired or already used code, or a code issued to another app or callback',
    },
  },
  creationLogin: {
    summary: 'Logs in with a mailed creation-login hash (consumed) and confirms the mail; firstTime is true on the ' +
      "user's first login. Sets `sid` and `a360_session`.",
    errors: {
      404: 'no live creation-login hash for that mail (unknown, used or expired)',
      466: `'${loginErrors.notAllowed}': the user has no partner, sympathizer or fan profile`,
    },
  },
  impersonate: {
    summary: 'An employee acts as another user: the session is replaced by one of that user that remembers the employee; ' +
      "logout ends it. Beyond §7: it lasts 30 minutes at most and ends with the employee's session (logout, expiry, " +
      'a password change); it never changes mail, password or phone.',
    errors: {
      401: 'no live session',
      403: 'the session user is not an EMPLOYEE, is already impersonating, or the target is an employee',
      404: 'no user with that mail',
    },
  },
  logout: {
    summary: 'Ends the session (its row is deleted) and clears `sid` and `a360_session`; 204 even without a session.',
    errors: {},
  },
  passwordRecover: {
    summary: 'Mails a password-restore link (hash and mail, valid 1 hour).',
    errors: {
      404: "'email not found': no user with that mail",
    },
  },
  mailRecover: {
    summary: 'Account mail reminder: with a partner (or sympathizer) number and its PIN, mails the address on file. ' +
      'The answer never contains the mail.',
    errors: { 401: 'unknown number or wrong PIN' },
  },
  passwordRestoreCheck: {
    summary: 'Whether a password-restore hash is live for that mail: 204 yes.',
    errors: { 404: 'unknown, used or expired hash, or another mail' },
  },
  passwordRestore: {
    summary: 'Sets a new password with a live restore hash (consumed), confirms the mail and ends every session of the user.',
    errors: {
      404: 'unknown, used or expired hash, or another mail (checked before the new password is hashed)',
    },
  },
  password: {
    summary: "Changes the password: the current one must match; the user's other sessions end.",
    errors: {
      401: 'no live session',
      403: `'${credentialErrors.wrongPassword}': currentPassword is wrong; '${credentialErrors.impersonation}': an impersonation session`,
    },
  },
  confirmMail: {
    summary: 'Confirms the account mail with the mailed hash (consumed).',
    errors: { 404: 'unknown, used or expired hash, or another mail' },
  },
  confirmPhone: {
    summary: 'Confirms the phone with the hash sent to it (consumed); phone must be the number on file.',
    errors: {
      404: 'unknown, used or expired hash, or another mail',
      409: 'phone is not the number the hash was sent to',
    },
  },
  update: {
    summary: 'Updates name, lastname, mail and phone (each optional); a new phone gets a confirmation hash. Beyond §7, ' +
      'against account takeover: a new mail (not just its case) needs `currentPassword` and is not applied at once: ' +
      'it waits (users/extended `pendingMail`) for the link mailed to it (users/mail-change/confirm, 24 hours), and ' +
      'the current address is told, with a link that undoes the change (users/mail-change/undo, 7 days). Login and ' +
      'password recovery use the confirmed mail only. An impersonation session changes neither mail nor phone. ' +
      "Also beyond §7, `language`: the language of the member's mails and pass card, which the app keeps equal to " +
      'the language it shows.',
    errors: {
      401: 'no live session',
      403:
        `'${credentialErrors.passwordRequired}': a new mail without currentPassword; '${credentialErrors.wrongPassword}': ` +
        `currentPassword is wrong (counts as a failed login); '${credentialErrors.impersonation}': a new mail or phone ` +
        'in an impersonation session',
      409: `'${USERS_EMAIL_IN_USE}': the mail belongs to another user`,
    },
  },
  mailChangeConfirm: {
    summary: 'Beyond §7: applies a pending mail change with the hash mailed to the new address (consumed); `mail` is the ' +
      'new address. The new address becomes the confirmed account mail.',
    errors: {
      404: 'unknown, used, replaced, undone or expired hash, or another mail',
      409: `'${USERS_EMAIL_IN_USE}': another user took the address meanwhile`,
    },
  },
  mailChangeUndo: {
    summary: 'Beyond §7: with the hash mailed to the old address (consumed; `mail` is the old address), cancels a pending ' +
      'mail change or, when already confirmed, puts the old mail back (confirmed); every mail change of the account ' +
      'still pending ends, and so does every session of the account.',
    errors: {
      404: 'unknown, used or expired hash, or another mail',
      409: `'${USERS_EMAIL_IN_USE}': another user took the old address meanwhile`,
    },
  },
  photo: {
    summary: "The session user's own photo (data URL or null) and its validation status.",
    errors: { 401: 'no live session' },
  },
  confirmPhoto: {
    summary: 'Photo validation: keeps the photo on file when the club approved it (CONFIRMED), or uploads a new one ' +
      '(PENDING until the club reviews it); either clears the mandatory photo validation. A new photo gets the ' +
      'small copy the gate downloads.',
    errors: {
      400: "'photo-unreadable': the data URL is not an image that can be read (or above 4 megapixels)",
      401: 'no live session',
      409: "'no-photo': no photo on file and none sent; 'photo-not-approved': the photo on file is waiting for the club's review or was refused (send another)",
    },
  },
  omitPhoto: {
    summary: 'Skips the mandatory photo validation (OMITTED).',
    errors: { 401: 'no live session', 409: 'no photo validation is pending' },
  },
  confirmAddress: {
    summary: 'Confirms the address on file; clears the mandatory address validation.',
    errors: { 401: 'no live session', 409: 'no address on file' },
  },
  updateAddress: {
    summary: 'Replaces the address (confirmed by this call); clears the mandatory address validation.',
    errors: { 401: 'no live session' },
  },
} satisfies AreaDocs<typeof usersEndpoints>;
