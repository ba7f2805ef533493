import { describe, expect, it } from 'vitest';
import { cardCodeAt, clubDay, deriveDayKey, formatCardQr } from '../../api/card-code';
import type { GateDownloadPayload, GateMember } from '../../api/gate';
import { verifyScan } from './verify';

const SECRET = '0123456789abcdef0123456789abcdef01234567';
const NOW = Date.parse('2025-10-05T17:00:00+02:00');
const DEVICE = 'gate-north-0001';

async function downloadWith(partnerNumber: number): Promise<{ download: GateDownloadPayload; member: GateMember }> {
  const dayKey = await deriveDayKey(SECRET, '25/26', partnerNumber, clubDay(NOW));
  const member = { partnerNumber, name: 'Ana', lastname: 'Pérez', photoSha256: null, seat: { sector: 'Tribuna', area: '101', row: 3, number: 7 }, dayKey };
  const game = { id: 2, season: '25/26', startsAt: '2025-10-05T16:00:00Z', day: '2025-10-05', competition: 'MENS_LEAGUE' as const, opponent: 'Rival' };
  const download = { game, season: '25/26', issuedAt: '2025-10-05T14:00:00Z', expiresAt: '2025-10-05T22:00:00Z', members: [member], entries: [], cursor: 0 };
  return { download, member };
}

const scanOf = (member: GateMember, at: number, season = '25/26') =>
  formatCardQr({ season, partnerNumber: member.partnerNumber, code: cardCodeAt(member.dayKey, at) });

describe('verifying a scanned card', () => {
  it('admits a member with the code of the moment, and records the entry at this gate', async () => {
    const { download, member } = await downloadWith(1001);
    const verdict = verifyScan(scanOf(member, NOW), { download, entries: [], deviceId: DEVICE, now: NOW });
    expect(verdict).toEqual({ kind: 'ACCEPTED', member, entry: { partnerNumber: 1001, at: new Date(NOW).toISOString(), deviceId: DEVICE } });
  });

  it('says a member already inside, and whether it was at this gate or another', async () => {
    const { download, member } = await downloadWith(1001);
    const earlier = { partnerNumber: 1001, at: '2025-10-05T14:58:00.000Z', deviceId: 'gate-south-0002' };
    const context = { download, entries: [earlier], deviceId: DEVICE, now: NOW };
    expect(verifyScan(scanOf(member, NOW), context)).toEqual({ kind: 'ALREADY_INSIDE', member, earlier, here: false });
    expect(verifyScan(scanOf(member, NOW), { ...context, deviceId: earlier.deviceId })).toMatchObject({ here: true });
  });

  it('calls an old code expired: a screenshot', async () => {
    const { download, member } = await downloadWith(1001);
    expect(verifyScan(scanOf(member, NOW - 5 * 60_000), { download, entries: [], deviceId: DEVICE, now: NOW })).toEqual({ kind: 'EXPIRED' });
  });

  it('refuses another season, a member not in the download, a wrong code and anything that is not a card', async () => {
    const { download, member } = await downloadWith(1001);
    const context = { download, entries: [], deviceId: DEVICE, now: NOW };
    expect(verifyScan(scanOf(member, NOW, '24/25'), context)).toEqual({ kind: 'WRONG_SEASON' });
    expect(verifyScan(scanOf({ ...member, partnerNumber: 1002 }, NOW), context)).toEqual({ kind: 'UNKNOWN' });
    expect(verifyScan(formatCardQr({ season: '25/26', partnerNumber: 1001, code: '00000000' }), context)).toEqual({ kind: 'UNKNOWN' });
    expect(verifyScan('https://example.com', context)).toEqual({ kind: 'UNKNOWN' });
  });
});
