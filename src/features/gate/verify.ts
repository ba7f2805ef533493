import { checkCardCode, parseCardQr } from '../../api/card-code';
import type { GateDownloadPayload, GateEntry, GateMember } from '../../api/gate';

/** Why a scan is refused; the gate says each in words. */
export type GateRefusal = 'EXPIRED' | 'WRONG_SEASON' | 'UNKNOWN';

export type GateVerdict =
  | { kind: 'ACCEPTED'; member: GateMember; entry: GateEntry }
  | { kind: 'ALREADY_INSIDE'; member: GateMember; earlier: GateEntry; here: boolean }
  | { kind: GateRefusal };

export interface ScanContext {
  download: GateDownloadPayload;
  /** Every entry this gate knows for the game: its own and the other gates' from the last sync. */
  entries: readonly GateEntry[];
  deviceId: string;
  now: number;
}

/**
 * What the gate does with a scanned text. A wrong code for a known member is UNKNOWN, not a
 * separate reason: the gate cannot tell a typo from a forged card, and the answer is the same.
 */
export function verifyScan(text: string, { download, entries, deviceId, now }: ScanContext): GateVerdict {
  const payload = parseCardQr(text);
  if (!payload) return { kind: 'UNKNOWN' };
  if (payload.season !== download.season) return { kind: 'WRONG_SEASON' };
  const member = download.members.find(({ partnerNumber }) => partnerNumber === payload.partnerNumber);
  if (!member) return { kind: 'UNKNOWN' };
  const check = checkCardCode(member.dayKey, payload.code, now);
  if (check === 'EXPIRED') return { kind: 'EXPIRED' };
  if (check === 'WRONG') return { kind: 'UNKNOWN' };
  const earlier = entries.find(({ partnerNumber }) => partnerNumber === member.partnerNumber);
  if (earlier) return { kind: 'ALREADY_INSIDE', member, earlier, here: earlier.deviceId === deviceId };
  return { kind: 'ACCEPTED', member, entry: { partnerNumber: member.partnerNumber, at: new Date(now).toISOString(), deviceId } };
}
