import { Secret, TOTP } from 'otpauth';

/**
 * The member card's rotating code (beyond §7), shared by the server, the card and the gate.
 *
 * The server gives the member's device a secret per member and season. For each club day the
 * device derives a day key, HMAC-SHA256(secret, "season|partnerNumber|day"), and shows a TOTP of
 * it (8 digits, 30 s) in a QR code with the member's number and season. The gate downloads only
 * the day keys of one game's day: a leaked download cannot make codes for another day, and a
 * screenshot stops working once its 30 s step and the one after it are over.
 */
export const CARD_CODE_PERIOD_SECONDS = 30;
export const CARD_CODE_DIGITS = 8;
/** Steps either side of now that still verify: a code from 30 s ago, or a phone 30 s fast. */
export const CARD_CODE_TOLERANCE_STEPS = 1;
/** How far back a code is still recognised as an old one (a screenshot) rather than unknown: 2 hours. */
export const CARD_CODE_EXPIRED_LOOKBACK_STEPS = 240;
/** The club's clock: a game's day and the card's day key are Madrid days. */
export const CLUB_TIME_ZONE = 'Europe/Madrid';

const QR_PREFIX = 'CB1';
const QR_SHAPE = /^CB1:(\d{2}\/\d{2}):(\d{1,9}):(\d{8})$/;

/** What the QR code holds: who, which season, and the code of the moment. */
export interface CardCodePayload {
  season: string;
  partnerNumber: number;
  code: string;
}

export const formatCardQr = ({ season, partnerNumber, code }: CardCodePayload): string => `${QR_PREFIX}:${season}:${partnerNumber}:${code}`;

/** The payload of a scanned text, or null for anything that is not a card code. */
export function parseCardQr(text: string): CardCodePayload | null {
  const match = QR_SHAPE.exec(text.trim());
  if (!match) return null;
  const [, season = '', number = '', code = ''] = match;
  return { season, partnerNumber: Number(number), code };
}

/** YYYY-MM-DD of `timestamp` on the club's clock. */
export function clubDay(timestamp: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(timestamp);
}

const hexBytes = (hex: string): Uint8Array<ArrayBuffer> => Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
const bytesHex = (bytes: ArrayBuffer): string => Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** HMAC-SHA256 of `message` under a secret (hex), as 64 hex characters. */
export async function hmacHex(secretHex: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', hexBytes(secretHex), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return bytesHex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(message)));
}

/** The day key (64 hex characters) of a member's secret (hex) for one club day. */
export const deriveDayKey = (secretHex: string, season: string, partnerNumber: number, day: string): Promise<string> =>
  hmacHex(secretHex, `${season}|${partnerNumber}|${day}`);

const totpOf = (dayKeyHex: string) =>
  new TOTP({ algorithm: 'SHA256', digits: CARD_CODE_DIGITS, period: CARD_CODE_PERIOD_SECONDS, secret: Secret.fromHex(dayKeyHex) });

/** The code shown at `timestamp`. */
export const cardCodeAt = (dayKeyHex: string, timestamp: number): string => totpOf(dayKeyHex).generate({ timestamp });

/** When the code shown at `timestamp` was made and when it changes (ms). */
export function cardCodeStep(timestamp: number): { startedAt: number; changesAt: number } {
  const period = CARD_CODE_PERIOD_SECONDS * 1000;
  const startedAt = Math.floor(timestamp / period) * period;
  return { startedAt, changesAt: startedAt + period };
}

/**
 * How a code compares with the day key at `timestamp`: VALID within the tolerance, EXPIRED when it
 * was the code of an earlier step (up to the lookback: a screenshot or a shared picture),
 * otherwise WRONG.
 */
export function checkCardCode(dayKeyHex: string, code: string, timestamp: number): 'VALID' | 'EXPIRED' | 'WRONG' {
  const totp = totpOf(dayKeyHex);
  if (totp.validate({ token: code, timestamp, window: CARD_CODE_TOLERANCE_STEPS }) !== null) return 'VALID';
  const period = CARD_CODE_PERIOD_SECONDS * 1000;
  for (let step = CARD_CODE_TOLERANCE_STEPS + 1; step <= CARD_CODE_EXPIRED_LOOKBACK_STEPS; step += 1) {
    if (totp.generate({ timestamp: timestamp - step * period }) === code) return 'EXPIRED';
  }
  return 'WRONG';
}
