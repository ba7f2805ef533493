import { describe, expect, it } from 'vitest';
import type { RenewalOverview, RenewalPerson, RenewalRecord } from '../api/renewal';
import { specCalendar } from '../api/renewal-calendar';
import { showsRenewalEntry } from './renewal-entry';

const seat = { id: 701, sector: 'Norte', area: 'Zona N2B', areaId: 12, row: 12, number: 5 };
const person = (renewed: boolean): RenewalPerson => ({
  partnerId: 21,
  partnerNumber: 1021,
  name: 'Marta',
  lastname: 'Gil',
  seat,
  age: 34,
  rol: 'ADULT',
  attended: 0,
  games: 17,
  creditCents: 0,
  lines: [{ kind: 'PASS', cents: 41200 }],
  priceCents: 41200,
  renewed,
});
const record: RenewalRecord = { id: 31, season: '26/27', status: 'RENEWED', option: 'CARD', totalCents: 41200, ibanEnd: null, wantsToMove: false, people: [], charges: [] };
const overview = (more: Partial<RenewalOverview>): RenewalOverview => ({ calendar: specCalendar('26/27'), state: 'OPEN', clubCard: false, ibanEnd: null, people: [], options: [], renewals: [], ...more });

describe("the home's link to the renewal", () => {
  it.each([
    ['shows while the window is open and someone may renew', overview({ people: [person(false)] }), true],
    ['hides before the window opens', overview({ state: 'NOT_YET', people: [person(false)] }), false],
    ['hides after it closed with no renewal made', overview({ state: 'CLOSED', people: [person(false)] }), false],
    ['hides when no one is left to renew and nothing was recorded', overview({ people: [person(true)] }), false],
    ['shows once a renewal exists, even closed', overview({ state: 'CLOSED', renewals: [record] }), true],
  ])('%s', (_, data, shown) => {
    expect(showsRenewalEntry(data)).toBe(shown);
  });
});
