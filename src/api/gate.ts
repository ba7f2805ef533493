import * as z from 'zod/mini';
import { clubDay } from './card-code';
import { endpoint, idParamSchema, idSchema, noContent } from './contract';

/**
 * The gate (beyond §7): employees verify member cards at the arena's doors, offline if need be.
 * A gate downloads one game's verification data before doors open (signed by the server, valid
 * until the end of the game's day), keeps its entries locally, and syncs them with the server,
 * which gives back the other gates' entries. The same holds for a single game's tickets: the
 * download carries them, and a ticket, like a card, is admitted once.
 */
export const gatePaths = {
  games: 'gate/games',
  key: 'gate/key',
  download: 'gate/games/:id/download',
  sync: 'gate/games/:id/entries',
  photo: 'gate/photos/:hash',
} as const;

export const gameCompetitions = ['MENS_LEAGUE', 'WOMENS_LEAGUE', 'PRESENTATION'] as const;

/** A home game of the season's calendar. */
export const gameSchema = z.object({
  id: idSchema,
  season: z.string(),
  /** ISO date-time of the tip-off. */
  startsAt: z.string(),
  /** YYYY-MM-DD: the club day (Europe/Madrid) of the game, the day its codes are made for. */
  day: z.string(),
  competition: z.enum(gameCompetitions),
  opponent: z.string(),
});
export type Game = z.infer<typeof gameSchema>;

/** The SHA-256 of a photo's bytes, hex: the photo's name at GET gate/photos/:hash, and its proof. */
export const photoSha256Schema = z.string().check(z.regex(/^[0-9a-f]{64}$/));

const gateSeatSchema = z.object({ sector: z.string(), area: z.string(), row: z.int(), number: z.int() });
const dayKeySchema = z.string().check(z.regex(/^[0-9a-f]{64}$/));

/** Only what the gate needs of a member: who to look at, where they sit, and the day key. */
export const gateMemberSchema = z.object({
  partnerNumber: z.int(),
  name: z.string(),
  lastname: z.string(),
  /**
   * The confirmed photo's small copy, by content: fetched apart (GET gate/photos/:hash), kept by
   * the gate under this hash, and shown only when its bytes hash to it. Null without a photo.
   */
  photoSha256: z.nullable(photoSha256Schema),
  seat: gateSeatSchema,
  /** HMAC day key of the member's card secret for the game's day (card-code.ts). */
  dayKey: dayKeySchema,
  /**
   * True when the member released their seat for this game and a ticket bought it: the gate
   * refuses the card and says why. Absent otherwise (a release taken back or unsold changes nothing).
   */
  seatSoldForGame: z.optional(z.literal(true)),
  /**
   * True when the member gave their seat to a guest for this game: the guest's pass is among the
   * tickets, and the gate refuses the member's card and says why. Absent otherwise.
   */
  seatGivenForGame: z.optional(z.literal(true)),
});
export type GateMember = z.infer<typeof gateMemberSchema>;

/** A single game's ticket as the gate needs it: whose it is, its seat, and its day key. */
export const gateTicketSchema = z.object({
  ticketId: idSchema,
  holderName: z.string(),
  seat: gateSeatSchema,
  /** HMAC day key of the ticket's secret for the game's day (ticket-code.ts). */
  dayKey: dayKeySchema,
});
export type GateTicket = z.infer<typeof gateTicketSchema>;

/** The random id a gate device makes once and keeps: its downloads and entries carry it. */
export const gateDeviceIdSchema = z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/));

/** One admission at a gate. `at` is the gate device's clock (ISO). */
export const gateEntrySchema = z.object({
  partnerNumber: z.int(),
  at: z.string(),
  deviceId: gateDeviceIdSchema,
});
export type GateEntry = z.infer<typeof gateEntrySchema>;

/** One admission of a ticket at a gate, as a member's entry. */
export const gateTicketEntrySchema = z.object({
  ticketId: idSchema,
  at: z.string(),
  deviceId: gateDeviceIdSchema,
});
export type GateTicketEntry = z.infer<typeof gateTicketEntrySchema>;

/** What a download holds; signed as the exact `payload` string of signedGateDownloadSchema. */
export const gateDownloadPayloadSchema = z.object({
  game: gameSchema,
  season: z.string(),
  issuedAt: z.string(),
  /** The end of the game's club day: the gate refuses to use the download after it. */
  expiresAt: z.string(),
  members: z.array(gateMemberSchema),
  /** The game's tickets (none in a download made before tickets existed). */
  tickets: z._default(z.array(gateTicketSchema), []),
  /** Entries already recorded for the game when the download was made. */
  entries: z.array(gateEntrySchema),
  ticketEntries: z._default(z.array(gateTicketEntrySchema), []),
  /** The sync cursor those entries reach (members' and tickets' entries share it). */
  cursor: z.int(),
});
export type GateDownloadPayload = z.infer<typeof gateDownloadPayloadSchema>;

/** ECDSA P-256 / SHA-256 over the UTF-8 payload string; signature base64url, IEEE P1363 (r‖s). */
export const signedGateDownloadSchema = z.object({ payload: z.string(), signature: z.string() });
export type SignedGateDownload = z.infer<typeof signedGateDownloadSchema>;

/** The server's public key for gate downloads, a JWK (kty EC, crv P-256). */
export const gateKeySchema = z.object({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: z.string(),
  y: z.string(),
});
export type GateKey = z.infer<typeof gateKeySchema>;

/** A key's fingerprint: its RFC 7638 JWK thumbprint (SHA-256, base64url, 43 characters). */
export const gateKeyFingerprintSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/));

export async function gateKeyFingerprint({ crv, kty, x, y }: GateKey): Promise<string> {
  // The required members in lexicographic order, no spaces: the same key always hashes alike.
  const canonical = JSON.stringify({ crv, kty, x, y });
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical)));
  return btoa(String.fromCharCode(...digest)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Whether a game may be downloaded at `now`: on its club day or the day before. Earlier, a
 * download would only be a copy of every member's day key kept for days on a device.
 */
export function gateDownloadOpen(gameDay: string, now: number): boolean {
  const today = clubDay(now);
  return gameDay === today || gameDay === nextDay(today);
}

/** Most entries one sync may upload: a gate offline through a whole game sends them in a few calls. */
export const GATE_SYNC_MAX_ENTRIES = 500;

export const gateSyncBodySchema = z.strictObject({
  deviceId: gateDeviceIdSchema,
  /** The cursor of the last answer (or of the download): only newer entries come back. */
  since: z.int().check(z.nonnegative()),
  entries: z.array(gateEntrySchema).check(z.maxLength(GATE_SYNC_MAX_ENTRIES)),
  /** This gate's ticket admissions, as many at most as its members' entries. */
  ticketEntries: z._default(z.array(gateTicketEntrySchema).check(z.maxLength(GATE_SYNC_MAX_ENTRIES)), []),
});
export type GateSyncBody = z.infer<typeof gateSyncBodySchema>;

/** A member admitted at two gates while they could not see each other's entries. */
export const gateDuplicateSchema = z.object({
  partnerNumber: z.int(),
  first: gateEntrySchema,
  second: gateEntrySchema,
});

/**
 * Why the server did not record an entry of an upload: the partner has no card this season, the
 * card is blocked, the entry names another device, this device never downloaded the game, or the
 * device reached its cap of entries for the game.
 */
export const gateRefusalReasons = ['NO_CARD', 'BLOCKED', 'OTHER_DEVICE', 'NO_DOWNLOAD', 'DEVICE_CAP'] as const;
export type GateRefusalReason = (typeof gateRefusalReasons)[number];

export const gateRefusalSchema = z.object({ entry: gateEntrySchema, reason: z.enum(gateRefusalReasons) });
export type GateRefusal = z.infer<typeof gateRefusalSchema>;

/** A ticket admitted at two gates while they could not see each other's entries. */
export const gateTicketDuplicateSchema = z.object({
  ticketId: idSchema,
  first: gateTicketEntrySchema,
  second: gateTicketEntrySchema,
});

/** Why the server did not record a ticket's entry: no ticket of this game has that id, or as for a member's entry. */
export const gateTicketRefusalReasons = ['NO_TICKET', 'OTHER_DEVICE', 'NO_DOWNLOAD', 'DEVICE_CAP'] as const;
export type GateTicketRefusalReason = (typeof gateTicketRefusalReasons)[number];

export const gateTicketRefusalSchema = z.object({ entry: gateTicketEntrySchema, reason: z.enum(gateTicketRefusalReasons) });
export type GateTicketRefusal = z.infer<typeof gateTicketRefusalSchema>;

export const gateSyncAnswerSchema = z.object({
  /** Every gate's entries recorded after `since` (this device's too), in the order recorded. */
  entries: z.array(gateEntrySchema),
  cursor: z.int(),
  /** Members admitted twice for this game, the earlier entry first. */
  duplicates: z.array(gateDuplicateSchema),
  /** The uploaded entries not recorded, each with its reason; the others were recorded (or were already). */
  refused: z.array(gateRefusalSchema),
  /** The same for tickets: every gate's ticket entries after `since`, tickets admitted twice, and this upload's refused ticket entries. */
  ticketEntries: z.array(gateTicketEntrySchema),
  ticketDuplicates: z.array(gateTicketDuplicateSchema),
  ticketRefused: z.array(gateTicketRefusalSchema),
});
export type GateSyncAnswer = z.infer<typeof gateSyncAnswerSchema>;

const gameParams = z.object({ id: idParamSchema });

/** Photos one employee account may fetch in an hour: ten gates sharing it, each fetching a whole arena's (5,658 today) once. */
export const GATE_PHOTOS_PER_HOUR = 60_000;

export const gateEndpoints = {
  games: endpoint({
    method: 'GET',
    path: gatePaths.games,
    auth: 'session',
    response: z.array(gameSchema),
  }),
  key: endpoint({
    method: 'GET',
    path: gatePaths.key,
    auth: 'session',
    response: gateKeySchema,
  }),
  download: endpoint({
    method: 'GET',
    path: gatePaths.download,
    auth: 'session',
    params: gameParams,
    /** `device`: the gate device's id, which its entries will carry. */
    query: z.object({ device: gateDeviceIdSchema }),
    response: signedGateDownloadSchema,
    limits: [{ counter: 'gate-download', per: 'account', max: 20, windowSeconds: 60 * 60 }],
  }),
  sync: endpoint({
    method: 'POST',
    path: gatePaths.sync,
    auth: 'session',
    params: gameParams,
    body: gateSyncBodySchema,
    response: gateSyncAnswerSchema,
    limits: [{ counter: 'gate-sync', per: 'account', max: 240, windowSeconds: 60 }],
  }),
  /** A member's photo for the gate, the JPEG bytes whose SHA-256 is `hash`; never changes, so cached for a year. */
  photo: endpoint({
    method: 'GET',
    path: gatePaths.photo,
    auth: 'session',
    params: z.object({ hash: photoSha256Schema }),
    response: noContent,
    limits: [{ counter: 'gate-photo', per: 'account', max: GATE_PHOTOS_PER_HOUR, windowSeconds: 60 * 60 }],
  }),
};
