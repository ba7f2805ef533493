import type { RenewalOption, RenewalOverview, RenewalPerson, RenewalRecord } from '../../../src/api/renewal';
import { specCalendar } from '../../../src/api/renewal-calendar';

/** The campaign of 26/27 as the spec sets it: open 1 June, card before 25 June, instalments asked for before 23 June. */
const calendar = specCalendar('26/27');

const seat = (id: number, number: number) => ({ id, sector: 'Norte', area: 'Zona N2B', areaId: 12, row: 12, number });

const person = (more: Partial<RenewalPerson> & Pick<RenewalPerson, 'partnerId' | 'name' | 'lines' | 'priceCents'>): RenewalPerson => ({
  partnerNumber: 1000 + more.partnerId,
  lastname: 'Pérez Soto',
  seat: seat(700 + more.partnerId, more.partnerId),
  age: 45,
  rol: 'ADULT',
  attended: 12,
  games: 17,
  creditCents: 0,
  renewed: false,
  ...more,
});

/** A partner alone: the adult pass, nothing off. */
export const marta = person({ partnerId: 21, name: 'Marta', lastname: 'Gil Ferrer', age: 34, lines: [{ kind: 'PASS', cents: 41200 }], priceCents: 41200 });

/** A family owner who came to every game and sold two released seats: attendance and credits off. */
export const laura = person({
  partnerId: 5,
  name: 'Laura',
  attended: 17,
  creditCents: 1250,
  lines: [
    { kind: 'PASS', cents: 41200 },
    { kind: 'ATTENDANCE', cents: -2060 },
    { kind: 'CREDITS', cents: -1250 },
  ],
  priceCents: 37890,
});
/** The second adult of the family: 20 % off. */
export const javier = person({
  partnerId: 6,
  name: 'Javier',
  age: 47,
  attended: 15,
  lines: [
    { kind: 'PASS', cents: 41200 },
    { kind: 'FAMILY', cents: -8240 },
  ],
  priceCents: 32960,
});
/** A child of the family who came to every game. */
export const sofia = person({
  partnerId: 7,
  name: 'Sofía',
  age: 10,
  rol: 'CHILD',
  attended: 17,
  lines: [
    { kind: 'PASS', cents: 15500 },
    { kind: 'ATTENDANCE', cents: -775 },
  ],
  priceCents: 14725,
});
/** An infant whose credits are larger than the pass: it costs nothing, and 15 € of credit stay. */
export const pablo = person({
  partnerId: 8,
  name: 'Pablo',
  age: 5,
  rol: 'INFANT',
  attended: 9,
  creditCents: 4000,
  lines: [
    { kind: 'PASS', cents: 2500 },
    { kind: 'CREDITS', cents: -2500 },
  ],
  priceCents: 0,
});

const cardOpen: RenewalOption = { option: 'CARD', open: true, closedReason: null, lastDay: '2026-06-24', schedule: [{ on: '2026-06-10', amountCents: 0 }] };
const instalmentsOpen: RenewalOption = { option: 'INSTALMENTS', open: true, closedReason: null, lastDay: '2026-06-22', schedule: [] };
const instalmentsClosed: RenewalOption = { ...instalmentsOpen, open: false, closedReason: 'past-deadline' };
const partsOpen: RenewalOption = { option: 'PARTS', open: true, closedReason: null, lastDay: '2026-06-24', schedule: [] };
const partsNoCard: RenewalOption = { ...partsOpen, open: false, closedReason: 'no-club-card' };

const overview = (more: Partial<RenewalOverview>): RenewalOverview => ({
  calendar,
  state: 'OPEN',
  clubCard: false,
  ibanEnd: null,
  people: [marta],
  options: [cardOpen, instalmentsOpen, partsNoCard],
  renewals: [],
  ...more,
});

/** 10 June: a partner alone, every option but the club card's open, no IBAN on file. */
export const alone = overview({});

/** 10 June: a group owner with the family, and the IBAN on file. */
export const family = overview({ people: [laura, javier, sofia], ibanEnd: '1332' });

/** A family whose infant's credits pay their whole pass. */
export const creditsCoverAll = overview({ people: [laura, pablo], ibanEnd: '1332' });

/** 24 June, a club card holder: instalments closed (asked for before 23 June), the card and the parts open. */
export const lastDayClubCard = overview({ clubCard: true, ibanEnd: '1332', options: [{ ...cardOpen, schedule: [{ on: '2026-06-24', amountCents: 0 }] }, instalmentsClosed, partsOpen] });

const debits = (partnerId: number, amounts: [number, number, number], second: RenewalRecord['charges'][number]['status'] = 'PENDING'): RenewalRecord['charges'] => [
  { on: '2026-06-25', partnerId, amountCents: amounts[0], status: 'CHARGED', kind: 'DEBIT' },
  { on: '2026-07-18', partnerId, amountCents: amounts[1], status: second, kind: 'DEBIT' },
  { on: '2026-08-18', partnerId, amountCents: amounts[2], status: 'PENDING', kind: 'DEBIT' },
];

const martaRenewal: RenewalRecord = {
  id: 31,
  season: '26/27',
  status: 'RENEWED',
  option: 'INSTALMENTS',
  totalCents: 41200,
  ibanEnd: '1332',
  wantsToMove: true,
  people: [{ partnerId: 21, name: 'Marta', seat: marta.seat, lines: marta.lines, priceCents: 41200 }],
  charges: debits(21, [16480, 16480, 8240]),
};

/** Renewed in three instalments, asking to move: the first charged, two to come. */
export const renewedInstalments = overview({ people: [{ ...marta, renewed: true }], renewals: [martaRenewal], ibanEnd: '1332' });

/** The bank returned the second instalment. */
export const failedInstalment = overview({
  people: [{ ...marta, renewed: true }],
  renewals: [{ ...martaRenewal, charges: debits(21, [16480, 16480, 8240], 'FAILED') }],
  ibanEnd: '1332',
});

/** Paid by card, the provider's answer not in yet. */
export const cardPending = overview({
  people: [{ ...marta, renewed: true }],
  renewals: [{ ...martaRenewal, status: 'PENDING_PAYMENT', option: 'CARD', ibanEnd: null, wantsToMove: false, charges: [{ on: '2026-06-10', partnerId: 21, amountCents: 41200, status: 'PENDING', kind: 'CARD' }] }],
});

/** 30 May: the window opens on 1 June; the prices are shown. */
export const notYet = overview({ state: 'NOT_YET' });

/** 26 June: the window closed without a renewal. */
export const closed = overview({ state: 'CLOSED', options: [{ ...cardOpen, open: false, closedReason: 'past-deadline' }, instalmentsClosed, partsNoCard] });

export const failedCharge = { name: 'Marta', on: '2026-07-18', amountCents: 16480 };
