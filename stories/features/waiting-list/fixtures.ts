import type { WaitingListEntry, WaitingListOverview } from '../../../src/api/renewal';

/** The reader's clock in these stories: Monday 20 July 2026, 12:00 in Madrid. */
export const NOW = Date.parse('2026-07-20T10:00:00.000Z');

const seats = [
  { seatId: 905, sector: 'Tribuna Sur', area: 'Zona S1A', row: 8, number: 11 },
  { seatId: 906, sector: 'Tribuna Sur', area: 'Zona S1A', row: 8, number: 12 },
  { seatId: 907, sector: 'Tribuna Sur', area: 'Zona S1A', row: 8, number: 13 },
];
/** Offered on 20 July at 9:30 in Madrid, for 48 hours. */
const offer = { expiresAt: '2026-07-22T07:30:00.000Z', seats };
const entry = (status: WaitingListEntry['status'], more: Partial<WaitingListEntry> = {}): WaitingListEntry => ({
  id: 31,
  partySize: 3,
  status,
  position: null,
  joinedAt: '2026-06-23T07:12:00.000Z',
  offer: null,
  ...more,
});
const list = (listed: WaitingListEntry | null, state: WaitingListOverview['state'] = 'OPEN'): WaitingListOverview => ({ season: '26/27', state, opensOn: '2026-06-23', offerHours: 48, entry: listed });

export const notYet = list(null, 'NOT_YET');
export const openToJoin = list(null);
export const waiting = list(entry('WAITING', { position: 14 }));
export const offered = list(entry('OFFERED', { offer }));
export const accepted = list(entry('ACCEPTED', { offer }));
export const declined = list(entry('DECLINED'));
export const lapsed = list(entry('LAPSED'));
export const left = list(entry('LEFT'));
