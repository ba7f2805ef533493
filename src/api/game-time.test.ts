import { describe, expect, it } from 'vitest';
import type { PublicGame } from './games';
import { clubDate, clubMoment, clubTime, saleStatusOf } from './game-time';

/** Tip-off 18:00 in Madrid on a winter Sunday (UTC+1), and a summer one (UTC+2). */
const WINTER = '2025-11-02T17:00:00.000Z';
const SUMMER = '2026-04-12T16:00:00.000Z';

const game = (sale: PublicGame['sale'], startsAt = WINTER): Pick<PublicGame, 'startsAt' | 'sale'> => ({ startsAt, sale });
const window = (open: boolean) => ({ opensAt: '2025-10-12T09:00:00.000Z', closesAt: WINTER, open, lineOn: false });
const at = (iso: string) => Date.parse(iso);

describe('a game on the club clock, in the reader language', () => {
  it.each([
    ['es', WINTER, 'domingo, 2 de noviembre de 2025', '18:00'],
    ['en', WINTER, 'Sunday, November 2, 2025', '18:00'],
    ['fr', WINTER, 'dimanche 2 novembre 2025', '18:00'],
    ['es', SUMMER, 'domingo, 12 de abril de 2026', '18:00'],
  ])('%s %s is %s at %s', (language, iso, date, time) => {
    expect(clubDate(iso, language)).toBe(date);
    expect(clubTime(iso, language)).toBe(time);
  });

  it("keeps Madrid's day past midnight UTC", () => {
    expect(clubDate('2025-12-31T23:30:00.000Z', 'es')).toBe('jueves, 1 de enero de 2026');
    expect(clubTime('2025-12-31T23:30:00.000Z', 'es')).toBe('00:30');
  });

  it('says a moment of a sale with its day and time', () => {
    expect(clubMoment('2025-10-12T09:00:00.000Z', 'es')).toBe('12 de octubre a las 11:00');
    expect(clubMoment('2025-10-12T09:00:00.000Z', 'en')).toBe('October 12 at 11:00');
    expect(clubMoment('2025-10-12T09:00:00.000Z', 'fr')).toBe('12 octobre à 11:00');
  });
});

describe('the sale status of a game', () => {
  it('is open while the server says so, until the close', () => {
    expect(saleStatusOf(game(window(true)), at('2025-10-20T10:00:00Z'))).toEqual({ kind: 'open', closesAt: WINTER });
  });

  it('is upcoming before the window opens, with its opening', () => {
    expect(saleStatusOf(game(window(false)), at('2025-10-01T10:00:00Z'))).toEqual({ kind: 'upcoming', opensAt: '2025-10-12T09:00:00.000Z' });
  });

  it('is over once the window closed before tip-off', () => {
    const closedEarly = { ...window(false), closesAt: '2025-11-01T12:00:00.000Z' };
    expect(saleStatusOf(game(closedEarly), at('2025-11-02T10:00:00Z'))).toEqual({ kind: 'over' });
  });

  it('is played from tip-off, with or without a sale', () => {
    expect(saleStatusOf(game(window(false)), at(WINTER))).toEqual({ kind: 'played' });
    expect(saleStatusOf(game(null), at('2026-01-01T00:00:00Z'))).toEqual({ kind: 'played' });
  });

  it('is none when the club put no tickets on sale', () => {
    expect(saleStatusOf(game(null), at('2025-10-01T10:00:00Z'))).toEqual({ kind: 'none' });
  });
});
