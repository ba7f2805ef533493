/**
 * The sections of the app: the first segments its pages share. Deep links may lead into them, the
 * private area and the sign-up are guarded by them, the queue tells a purchase flow by them.
 */
export const APP_SECTIONS = {
  passes: '/abonos',
  member: '/abonado',
  seatChange: '/abonado/cambio-asiento',
  sympathizer: '/simpatizante',
  shareholder: '/accionista',
  shareholders: '/accionistas',
  enterprise: '/empresa',
  signup: '/hazte-abonado',
  /** Single sign-on for other club apps: its pages show no header or footer. */
  sso: '/sso',
  /** The season's home games, and a game's ticket purchase. */
  games: '/partidos',
  /** The tickets bought for single games. */
  tickets: '/entradas',
} as const;

const { passes, member, seatChange, sympathizer, shareholder, shareholders, enterprise, signup, sso } = APP_SECTIONS;

/**
 * Every address of the app, written once: the route table (src/app/routes.tsx), the links and
 * navigations, the visitor pages, the queue's purchase routes, the steps bars and the server's
 * mails read it here. `:name` parts are filled by `appLink()`.
 */
export const APP_PATHS = {
  home: '/',
  notFound: '/noroute',
  maintenance: '/mantenimiento',
  pass: `${passes}/:pass`,
  promo: '/promo-embou',
  memberHome: member,
  pendingPartner: `${member}/pendiente`,
  partnerProfile: `${member}/perfil`,
  partnerShareholderProfile: `${member}/perfil/accionista`,
  memberCard: `${member}/carnet`,
  /** Release the seat for one game, or take it back (beyond §2). */
  seatRelease: `${member}/liberar-asiento`,
  /** Every home game of the season as the member lived it, attendance, guests and calendars (beyond §2). */
  memberSeason: `${member}/temporada`,
  /** Renew for the next season: keep the seat and pay as the campaign says (beyond §2). */
  memberRenewal: `${member}/renovacion`,
  /** Where the payment provider sends the browser back (`success`, `error`, `pending-refund`): the page reads the outcome from the server. */
  memberRenewalPaid: `${member}/renovacion/:result`,
  /** Move seat for the next season in the member's relocation window (beyond §2). */
  memberRelocation: `${member}/reubicacion`,
  /** The next season's waiting list and its offers of seats together (beyond §2). */
  waitingList: `${member}/lista-de-espera`,
  changePassword: `${member}/cambiar-contrasena`,
  seatChangeAreas: `${seatChange}/seleccion-sector`,
  seatChangeSeats: `${seatChange}/seleccion-asiento`,
  seatChangeCheckout: `${seatChange}/checkout`,
  /** Where the payment provider sends the browser back: success, error or pending-refund. */
  seatChangeResult: `${seatChange}/checkout/:result`,
  sympathizerProfile: `${sympathizer}/perfil`,
  shareholderArea: shareholder,
  shareholderLogin: `${shareholders}/login`,
  enterpriseArea: enterprise,
  enterpriseProfile: `${enterprise}/perfil`,
  recoverPassword: '/recuperar-contrasena',
  recoverMail: '/recuperar-correo',
  confirmPhone: '/confirmar-telefono',
  specialRenewal: '/renovacion-especial',
  /** The mails' one-time links: each takes the hash and the account's mail (spec §5). */
  restorePassword: '/restablecer-contrasena/:hash/:mail',
  confirmMail: '/confirmar-correo/:hash/:mail',
  /** Sent to the new address of a mail change, with the new address. */
  confirmMailChange: '/confirmar-cambio-correo/:hash/:mail',
  /** Sent to the old address of a mail change, with the old address. */
  undoMailChange: '/deshacer-cambio-correo/:hash/:mail',
  creationLogin: `${signup}/acceso/:hash/:mail`,
  signupPersonalData: `${signup}/datos-personales-base`,
  /** Membership data entry after a special-renewal login. */
  signupMembershipData: `${signup}/datos-personales`,
  signupPassSelection: `${signup}/seleccion-abono-base`,
  signupSeatSelection: `${signup}/seleccion`,
  signupPayment: `${signup}/pago-abono-base`,
  /** Where the payment provider sends the browser back, and `estado` for the member's latest order. */
  signupPaymentResult: `${signup}/pago-abono-base/:result`,
  /** The pass summary once paid (beyond §2). */
  signupSuccess: `${signup}/alta-completada`,
  sso: `${sso}/:kind`,
  deepLink: '/dl/:token',
  gate: '/taquilla',
  photoReview: '/revision-fotos',
  /** The season's home games for everyone, and one game's page with its prices. */
  games: APP_SECTIONS.games,
  game: `${APP_SECTIONS.games}/:id`,
  /** A single game's tickets: the purchase, where the provider sends the browser back, a ticket and the buyer's tickets. */
  ticketPurchase: `${APP_SECTIONS.games}/:id/entradas`,
  ticketResult: `${APP_SECTIONS.games}/entradas/resultado/:result`,
  ticket: `${APP_SECTIONS.tickets}/:id`,
  tickets: APP_SECTIONS.tickets,
  /** A guest's pass for one game in a member's seat: opened from a link, with no account. */
  guestPass: '/invitado/:token',
} as const;

export type AppPath = (typeof APP_PATHS)[keyof typeof APP_PATHS];

/**
 * The partner profile's linkable sections (`/abonado/perfil#asiento`…): the "Mi área" navigation
 * links to them, the profile's panels carry them as ids.
 */
export const PARTNER_PROFILE_SECTIONS = { seat: 'asiento', group: 'grupo', payments: 'pagos' } as const;

/** The `:name` parts of a path. */
export type AppPathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | AppPathParams<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path with its `:name` parts filled, each encoded: `appLink(APP_PATHS.pass, { pass: 'oro' })` → '/abonos/oro'. */
export function appLink<Path extends AppPath>(path: Path, params: Readonly<Record<AppPathParams<Path>, string | number>>): string {
  const values: Readonly<Record<string, string | number>> = params;
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
