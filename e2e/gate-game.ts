import { clubDay } from '../src/api/card-code';

const DAY_MS = 86_400_000;
const madridHour = (at: number) => Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', hour: '2-digit', hourCycle: 'h23' }).format(at));

/**
 * The game the gate's test works at: tomorrow on the club's clock, 18:00 in Madrid, added to the
 * main server's calendar by prepare-server.ts. The server lets a gate download only today's or
 * tomorrow's game by its real clock; tomorrow's stays downloadable if the run crosses midnight.
 */
export function gateTestGameStartsAt(now = Date.now()): Date {
  const tomorrow = new Date(Date.parse(`${clubDay(now)}T00:00:00Z`) + DAY_MS);
  // 18:00 in Madrid is 16:00 or 17:00 UTC, by the time of year.
  const candidates = [16, 17].map((hour) => Date.UTC(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth(), tomorrow.getUTCDate(), hour));
  return new Date(candidates.find((at) => madridHour(at) === 18)!);
}

/**
 * The game the guest's test works at: the same club day as the gate's game, two hours and a half
 * later, so the gate chooses it among the day's two and no other test's download closes its guests.
 */
export function guestTestGameStartsAt(now = Date.now()): Date {
  return new Date(gateTestGameStartsAt(now).getTime() + 150 * 60_000);
}
