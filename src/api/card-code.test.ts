import { describe, expect, it } from 'vitest';
import { cardCodeAt, cardCodeStep, checkCardCode, clubDay, deriveDayKey, formatCardQr, parseCardQr } from './card-code';

const SECRET = '0123456789abcdef0123456789abcdef01234567';
const OTHER_SECRET = 'fedcba9876543210fedcba9876543210fedcba98';
const GAME_TIME = Date.parse('2025-10-12T16:30:00Z');

describe('the card code', () => {
  it('rotates every 30 s', async () => {
    const key = await deriveDayKey(SECRET, '25/26', 1001, clubDay(GAME_TIME));
    const { startedAt, changesAt } = cardCodeStep(GAME_TIME);
    const now = cardCodeAt(key, startedAt);
    expect(now).toMatch(/^\d{8}$/);
    expect(changesAt - startedAt).toBe(30_000);
    expect(cardCodeAt(key, changesAt - 1)).toBe(now);
    expect(cardCodeAt(key, changesAt)).not.toBe(now);
  });

  it('accepts the code of 30 s ago, calls older ones expired', async () => {
    const key = await deriveDayKey(SECRET, '25/26', 1001, clubDay(GAME_TIME));
    expect(checkCardCode(key, cardCodeAt(key, GAME_TIME), GAME_TIME)).toBe('VALID');
    expect(checkCardCode(key, cardCodeAt(key, GAME_TIME - 30_000), GAME_TIME)).toBe('VALID');
    expect(checkCardCode(key, cardCodeAt(key, GAME_TIME - 90_000), GAME_TIME)).toBe('EXPIRED');
    expect(checkCardCode(key, cardCodeAt(key, GAME_TIME - 3 * 3_600_000), GAME_TIME)).toBe('WRONG');
  });

  it("refuses another member's, another season's and another day's code", async () => {
    const day = clubDay(GAME_TIME);
    const key = await deriveDayKey(SECRET, '25/26', 1001, day);
    const codes = [
      cardCodeAt(await deriveDayKey(SECRET, '25/26', 1002, day), GAME_TIME),
      cardCodeAt(await deriveDayKey(OTHER_SECRET, '25/26', 1001, day), GAME_TIME),
      cardCodeAt(await deriveDayKey(SECRET, '24/25', 1001, day), GAME_TIME),
      cardCodeAt(await deriveDayKey(SECRET, '25/26', 1001, '2025-10-13'), GAME_TIME),
    ];
    for (const code of codes) expect(checkCardCode(key, code, GAME_TIME)).toBe('WRONG');
  });

  it('takes the day on the club clock', () => {
    expect(clubDay(Date.parse('2025-10-12T22:30:00Z'))).toBe('2025-10-13');
    expect(clubDay(Date.parse('2025-10-12T21:59:00Z'))).toBe('2025-10-12');
  });

  it('reads back only what it writes', () => {
    const payload = { season: '25/26', partnerNumber: 1001, code: '01234567' };
    expect(parseCardQr(formatCardQr(payload))).toEqual(payload);
    for (const text of ['', 'CB1:25/26:1001:1234567', 'CB1:2025:1001:01234567', 'https://example.com', 'CB1:25/26:x:01234567']) {
      expect(parseCardQr(text)).toBeNull();
    }
  });
});
