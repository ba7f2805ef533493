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
    summary: "One game's verification data, signed: the day keys of every partner with a seat and a paid season, and the entries so far. Valid until the end of the game's day. Only on the game's club day or the day before; each download is recorded (employee, device, time).",
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
    summary: "Uploads a gate's entries (idempotent: the same member, device and time is one entry) and answers every gate's entries after `since`, the members admitted twice, and the uploaded entries refused one by one with their reason (the others are recorded).",
    errors: {
      400: 'body invalid',
      401: 'no live session',
      403: EMPLOYEES_ONLY,
      404: 'no such game in the current season',
    },
  },
} satisfies AreaDocs<typeof gateEndpoints>;
