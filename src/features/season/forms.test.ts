import { describe, expect, it } from 'vitest';
import { giveSeatBody, giveSeatFormSchema } from './forms';
import { gamesFeedLinks, guestLink, memberFeedLinks } from './links';

describe('the give-a-seat form', () => {
  it('sends no mail when the member left it empty', () => {
    expect(giveSeatBody(7, { guestName: ' Lucía ', guestMail: '', password: 'secreto1' })).toEqual({ gameId: 7, guestName: 'Lucía', password: 'secreto1' });
  });

  it('sends the mail when given', () => {
    expect(giveSeatBody(7, { guestName: 'Lucía', guestMail: 'lucia@example.com', password: 'secreto1' })).toEqual({ gameId: 7, guestName: 'Lucía', guestMail: 'lucia@example.com', password: 'secreto1' });
  });

  it.each([
    ['a one-letter name', { guestName: 'L', guestMail: '', password: 'x' }],
    ['a name over 80 characters', { guestName: 'L'.repeat(81), guestMail: '', password: 'x' }],
    ['a mail that is not one', { guestName: 'Lucía', guestMail: 'lucia', password: 'x' }],
    ['no password', { guestName: 'Lucía', guestMail: '', password: '' }],
  ])('refuses %s, as the server would', (_, values) => {
    expect(giveSeatFormSchema.safeParse(values).success).toBe(false);
  });
});

describe('the links the page shows', () => {
  const token = 'a'.repeat(43);
  it("the guest's link is absolute", () => {
    expect(guestLink('https://club.example', token)).toBe(`https://club.example/invitado/${token}`);
  });

  it('each calendar feed as https and as a webcal subscription', () => {
    expect(gamesFeedLinks('https://club.example')).toEqual({ https: 'https://club.example/api/calendar/games.ics', webcal: 'webcal://club.example/api/calendar/games.ics' });
    expect(memberFeedLinks('http://localhost:5173', token)).toEqual({
      https: `http://localhost:5173/api/calendar/${token}/member.ics`,
      webcal: `webcal://localhost:5173/api/calendar/${token}/member.ics`,
    });
  });
});
