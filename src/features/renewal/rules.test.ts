import { describe, expect, it } from 'vitest';
import type { RenewalOption, RenewalOverview, RenewalPerson, RenewalRecord } from '../../api/renewal';
import { specCalendar } from '../../api/renewal-calendar';
import { failedCharges, familyPriceMayChange, firstOpenOption, nothingToRenew, scheduleFor } from './rules';

const calendar = specCalendar('26/27');
const seat = { id: 701, sector: 'Norte', area: 'Zona N2B', areaId: 12, row: 12, number: 5 };
const person = (partnerId: number, priceCents: number, more: Partial<RenewalPerson> = {}): RenewalPerson => ({
  partnerId,
  partnerNumber: 1000 + partnerId,
  name: `P${partnerId}`,
  lastname: 'Pérez',
  seat,
  age: 40,
  rol: 'ADULT',
  attended: 0,
  games: 17,
  creditCents: 0,
  lines: [{ kind: 'PASS', cents: priceCents }],
  priceCents,
  renewed: false,
  ...more,
});
const option = (name: RenewalOption['option'], open = true): RenewalOption => ({ option: name, open, closedReason: open ? null : 'past-deadline', lastDay: '2026-06-22', schedule: [{ on: '2026-06-10', amountCents: 1 }] });
const record = (charges: RenewalRecord['charges']): RenewalRecord => ({
  id: 31,
  season: '26/27',
  status: 'RENEWED',
  option: 'INSTALMENTS',
  totalCents: 41200,
  ibanEnd: '1332',
  wantsToMove: false,
  people: [{ partnerId: 21, name: 'Marta', seat, lines: [], priceCents: 41200 }],
  charges,
});
const overview = (more: Partial<RenewalOverview>): RenewalOverview => ({ calendar, state: 'OPEN', clubCard: false, ibanEnd: null, people: [], options: [], renewals: [], ...more });

describe('what an option charges for the people chosen', () => {
  const family = [person(1, 37890), person(2, 32960), person(3, 14725)];
  it('sums the instalments of everyone chosen by date', () => {
    expect(scheduleFor(option('INSTALMENTS'), family, calendar)).toEqual([
      { on: '2026-06-25', amountCents: 34230 },
      { on: '2026-07-18', amountCents: 34230 },
      { on: '2026-08-18', amountCents: 17115 },
    ]);
  });
  it("sums the club card's parts by date, to the cent of the total", () => {
    const parts = scheduleFor(option('PARTS'), family, calendar);
    expect(parts).toEqual([
      { on: '2026-10-05', amountCents: 29096 },
      { on: '2026-11-05', amountCents: 28240 },
      { on: '2026-12-05', amountCents: 28239 },
    ]);
    expect(parts.reduce((sum, charge) => sum + charge.amountCents, 0)).toBe(85575);
  });
  it("charges a card once, the total, on the server's day", () => {
    expect(scheduleFor(option('CARD'), family.slice(0, 2), calendar)).toEqual([{ on: '2026-06-10', amountCents: 70850 }]);
  });
  it('charges nothing when no one is chosen', () => {
    expect(scheduleFor(option('INSTALMENTS'), [], calendar)).toEqual([]);
  });
});

describe('the option chosen first', () => {
  it('is the first open one', () => expect(firstOpenOption([option('CARD', false), option('INSTALMENTS'), option('PARTS')])).toBe('INSTALMENTS'));
  it('is the card when none is open', () => expect(firstOpenOption([option('CARD', false)])).toBe('CARD'));
});

describe('a family price that may change', () => {
  const withFamily = [person(1, 41200), person(2, 32960, { lines: [{ kind: 'PASS', cents: 41200 }, { kind: 'FAMILY', cents: -8240 }] })];
  it('is said when someone of a family quote is left out', () => expect(familyPriceMayChange(withFamily, new Set([1]))).toBe(true));
  it('is not said when everyone is chosen', () => expect(familyPriceMayChange(withFamily, new Set([1, 2]))).toBe(false));
  it('is not said without a family discount', () => expect(familyPriceMayChange([person(1, 41200), person(2, 41200)], new Set([1]))).toBe(false));
  it('ignores someone renewed already', () => expect(familyPriceMayChange([...withFamily, person(3, 100, { renewed: true })], new Set([1, 2]))).toBe(false));
});

describe("the renewal's charges the bank refused", () => {
  it('lists each with its renewal', () => {
    const renewal = record([
      { on: '2026-06-25', partnerId: 21, amountCents: 16480, status: 'CHARGED', kind: 'DEBIT' },
      { on: '2026-07-18', partnerId: 21, amountCents: 16480, status: 'FAILED', kind: 'DEBIT' },
    ]);
    expect(failedCharges([renewal])).toEqual([{ renewal, charge: renewal.charges[1] }]);
    expect(failedCharges([])).toEqual([]);
  });
});

describe('nothing to renew', () => {
  it('is no one with a seat and no renewal made', () => {
    expect(nothingToRenew(overview({}))).toBe(true);
    expect(nothingToRenew(overview({ people: [person(1, 100)] }))).toBe(false);
    expect(nothingToRenew(overview({ renewals: [record([])] }))).toBe(false);
  });
});
