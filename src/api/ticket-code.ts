import { hmacHex } from './card-code';

/**
 * A single game's ticket's rotating code: the member card's scheme (card-code.ts: a TOTP of a day
 * key, 8 digits, 30 s) with the ticket's own secret. Its day key is HMAC-SHA256(secret,
 * "ticket|ticketId|day"), so it can never match a member's; the QR holds `CT1:ticketId:code`.
 */
const QR_PREFIX = 'CT1';
const QR_SHAPE = /^CT1:(\d{1,9}):(\d{8})$/;

export interface TicketCodePayload {
  ticketId: number;
  code: string;
}

export const formatTicketQr = ({ ticketId, code }: TicketCodePayload): string => `${QR_PREFIX}:${ticketId}:${code}`;

/** The payload of a scanned text, or null for anything that is not a ticket code. */
export function parseTicketQr(text: string): TicketCodePayload | null {
  const match = QR_SHAPE.exec(text.trim());
  if (!match) return null;
  const [, id = '', code = ''] = match;
  return { ticketId: Number(id), code };
}

/** The day key (64 hex characters) of a ticket's secret (hex) for its game's club day. */
export const deriveTicketDayKey = (secretHex: string, ticketId: number, day: string): Promise<string> =>
  hmacHex(secretHex, `ticket|${ticketId}|${day}`);
