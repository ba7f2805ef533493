import type { gateEndpoints } from '../../../src/api/gate.ts';
import type { AreaDocs } from '../endpoint-doc.ts';

const EMPLOYEES_ONLY = "the session user is not an EMPLOYEE with the 'gate' role (or is impersonating a member)";

/** What API.md says of each gate endpoint: what it does and every non-2xx status it produces. */
export const gateDocs = {
  games: {
    summary: "The current season's home games, by tip-off.",
    errors: { 401: 'no live session', 403: EMPLOYEES_ONLY },
  },
  key: {
    summary: 'The public key gate downloads are signed with.',
    errors: { 401: 'no live session', 403: EMPLOYEES_ONLY },
  },
  download: {
    summary: "One game's verification data, signed: the day keys of every partner with a seat and a paid season (flagged `seatSoldForGame` when their seat was released for the game and sold, `seatGivenForGame` when they gave it to a guest: the gate refuses that card), the game's tickets (bought, and given to guests) with their holder, seat and day key, and the entries (members' and tickets') so far. Valid until the end of the game's day. Only on the game's club day or the day before; each download is recorded (employee, device, time).",
    errors: {
      400: 'id is not a positive integer, or device is missing or malformed',
      401: 'no live session',
      403: EMPLOYEES_ONLY,
      404: 'no such game in the current season',
      409: "game-not-open: the game is not today's or tomorrow's (club time)",
    },
  },
  photo: {
    summary:
      "A member's photo for the gate: the JPEG thumbnail whose SHA-256 (hex) a download names in `photoSha256`. Immutable under its hash: `Cache-Control: private, max-age=31536000, immutable`. The gate checks the bytes against the signed hash before keeping them.",
    errors: {
      400: 'hash is not 64 lowercase hex digits',
      401: 'no live session',
      403: EMPLOYEES_ONLY,
      404: 'photo-not-found: no confirmed photo has this hash (never one, or replaced or refused since)',
    },
  },
  sync: {
    summary: "Uploads a gate's entries of members and of tickets (idempotent: the same member or ticket, device and time is one entry) and answers every gate's entries of both after `since`, the members and tickets admitted twice, and the uploaded entries refused one by one with their reason (the others are recorded). A ticket entry is refused NO_TICKET when no ticket of this game has its id; a device's cap counts members' and tickets' entries together.",
    errors: {
      400: 'body invalid',
      401: 'no live session',
      403: EMPLOYEES_ONLY,
      404: 'no such game in the current season',
    },
  },
} satisfies AreaDocs<typeof gateEndpoints>;
