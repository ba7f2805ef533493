import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENEWAL_CODES } from '../../src/api/renewal.ts';
import { cardDemo } from '../db/seed-data/accounts-card.ts';
import { groupDemo } from '../db/seed-data/accounts-groups.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';
import { claimKind, clubNoon, overviewOf, parseRenewed, partnerIdOf, renew, TEST_IBAN } from './renewal.fixtures.ts';

/** The seeded 26/27 campaign (specCalendar): open from 1 June, instalments before 23 June, renewal before 25 June. */
describe('GET renewal and POST renewal', () => {
  let t: TestApp;
  let today = clubNoon('2026-06-10');
  beforeAll(async () => {
    t = await createTestApp({ now: () => today });
  });
  afterAll(() => t.close());

  const cookie = (mail: string) => sessionCookieFor(t.db, mail);

  describe('the overview per kind of user', () => {
    it('a partner alone: themselves, quoted, with the options open today', async () => {
      const view = await overviewOf(t.app, await cookie('socio@demo.club'));
      expect(view).toMatchObject({ state: 'OPEN', clubCard: true, renewals: [] });
      expect(view.calendar.season).toBe('26/27');
      expect(view.people).toHaveLength(1);
      const [me] = view.people;
      expect(me).toMatchObject({ partnerNumber: 1001, renewed: false });
      expect(me!.lines[0]!.kind).toBe('PASS');
      expect(me!.lines.reduce((sum, line) => sum + line.cents, 0)).toBe(me!.priceCents);
      expect(view.options.map((o) => [o.option, o.open])).toEqual([
        ['CARD', true],
        ['INSTALMENTS', true],
        ['PARTS', true],
      ]);
      expect(view.options[1]!.schedule.reduce((sum, charge) => sum + charge.amountCents, 0)).toBe(me!.priceCents);
    });

    it('a group owner: themselves and the ACTIVE members of the family, the second adult and the child with the family discount', async () => {
      const view = await overviewOf(t.app, await cookie(groupDemo.familyOwner));
      const numbers = view.people.map((person) => person.partnerNumber);
      // The pending member (2004) is not theirs to renew.
      expect(numbers).toEqual([2001, 2002, 2003]);
      const [owner, spouse, child] = view.people;
      expect(owner!.lines.find((line) => line.kind === 'FAMILY')).toBeUndefined();
      expect(spouse!.lines.find((line) => line.kind === 'FAMILY')).toBeDefined();
      expect(child).toMatchObject({ rol: 'CHILD', age: 11 });
      expect(child!.lines.find((line) => line.kind === 'FAMILY')).toBeDefined();
      expect(view.clubCard).toBe(false);
      expect(view.options.find((o) => o.option === 'PARTS')).toMatchObject({ open: false, closedReason: 'no-club-card' });
    });

    it('a member with no seat and a non-partner: nobody to renew', async () => {
      expect((await overviewOf(t.app, await cookie(cardDemo.noSeat))).people).toEqual([]);
      const sympathizer = await overviewOf(t.app, await cookie('simpatizante@demo.club'));
      expect(sympathizer).toMatchObject({ people: [], clubCard: false, ibanEnd: null });
    });

    it('answers 401 without a session', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/renewal' })).statusCode).toBe(401);
    });
  });

  describe('renewing', () => {
    it('renews a family in one go by instalments, each person at their own price, with three debits each summing to it', async () => {
      today = clubNoon('2026-06-22');
      const owner = await cookie(groupDemo.familyOwner);
      const quoted = await overviewOf(t.app, owner);
      const partnerIds = quoted.people.map((person) => person.partnerId);
      const response = await renew(t.app, owner, { partnerIds, option: 'INSTALMENTS', iban: TEST_IBAN, wantsToMove: true });
      expect(response.statusCode, response.body).toBe(201);
      const { renewal, transaction } = parseRenewed(response);
      expect(transaction).toBeNull();
      expect(renewal).toMatchObject({ status: 'RENEWED', option: 'INSTALMENTS', ibanEnd: '1332', wantsToMove: true });
      expect(renewal.people.map((p) => [p.partnerId, p.priceCents])).toEqual(quoted.people.map((p) => [p.partnerId, p.priceCents]));
      expect(renewal.totalCents).toBe(quoted.people.reduce((sum, p) => sum + p.priceCents, 0));
      for (const person of renewal.people) {
        const debits = renewal.charges.filter((charge) => charge.partnerId === person.partnerId);
        expect(debits.map((d) => [d.on, d.status, d.kind])).toEqual([
          ['2026-06-25', 'PENDING', 'DEBIT'],
          ['2026-07-18', 'PENDING', 'DEBIT'],
          ['2026-08-18', 'PENDING', 'DEBIT'],
        ]);
        expect(debits.reduce((sum, d) => sum + d.amountCents, 0)).toBe(person.priceCents);
        expect(await claimKind(t.db, person.partnerId)).toBe('SOLD');
      }
      // The IBAN given is now the one on file.
      const after = await overviewOf(t.app, owner);
      expect(after).toMatchObject({ ibanEnd: '1332' });
      expect(after.people.every((person) => person.renewed)).toBe(true);
      expect(after.renewals.map((r) => r.id)).toEqual([renewal.id]);
    });

    it('answers 409 already renewed for a partner renewed by their group owner', async () => {
      const spouse = await cookie(groupDemo.familySpouse);
      const response = await renew(t.app, spouse, { partnerIds: [await partnerIdOf(t.db, groupDemo.familySpouse)], option: 'CARD', wantsToMove: false });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe(RENEWAL_CODES.alreadyRenewed);
    });

    it("answers 403 for a partner the caller may not renew: another's, a pending member, one without a seat", async () => {
      const owner = await cookie(groupDemo.friendsOwner);
      for (const mail of [groupDemo.noGroup, groupDemo.familyPending]) {
        const response = await renew(t.app, owner, { partnerIds: [await partnerIdOf(t.db, mail)], option: 'CARD', wantsToMove: false });
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe(RENEWAL_CODES.notYours);
      }
      const noSeat = await cookie(cardDemo.noSeat);
      const response = await renew(t.app, noSeat, { partnerIds: [await partnerIdOf(t.db, cardDemo.noSeat)], option: 'CARD', wantsToMove: false });
      expect(response.json().code).toBe(RENEWAL_CODES.notYours);
      const sympathizer = await cookie('simpatizante@demo.club');
      expect((await renew(t.app, sympathizer, { partnerIds: [1], option: 'CARD', wantsToMove: false })).statusCode).toBe(403);
    });

    it.each([
      ['INSTALMENTS', '2026-06-22', 201],
      ['INSTALMENTS', '2026-06-23', 409],
      ['PARTS', '2026-06-24', 201],
      ['PARTS', '2026-06-25', 409],
      ['CARD', '2026-06-24', 201],
    ] as const)('%s on %s answers %i', async (option, day, status) => {
      today = clubNoon(day);
      const renewing = { INSTALMENTS: groupDemo.friendsMemberB, PARTS: groupDemo.noGroup, CARD: groupDemo.inviteOwner };
      const mail = status === 201 ? renewing[option] : groupDemo.free;
      const response = await renew(t.app, await cookie(mail), { partnerIds: [await partnerIdOf(t.db, mail)], option, iban: TEST_IBAN, wantsToMove: false });
      expect(response.statusCode, response.body).toBe(status);
      if (status === 409) expect(response.json().code).toBe(day === '2026-06-25' ? RENEWAL_CODES.closed : RENEWAL_CODES.optionClosed);
    });

    it('answers 409 option closed for parts without a club card, and IBAN required for a debit with none on file', async () => {
      today = clubNoon('2026-06-12');
      const free = await cookie(groupDemo.free);
      const partnerIds = [await partnerIdOf(t.db, groupDemo.free)];
      const parts = await renew(t.app, free, { partnerIds, option: 'PARTS', iban: TEST_IBAN, wantsToMove: false });
      expect(parts.json().code).toBe(RENEWAL_CODES.optionClosed);
      const noIban = await renew(t.app, free, { partnerIds, option: 'INSTALMENTS', wantsToMove: false });
      expect(noIban.statusCode).toBe(409);
      expect(noIban.json().code).toBe(RENEWAL_CODES.ibanRequired);
    });

    it('answers 409 closed before the window opens and after its deadline', async () => {
      const free = await cookie(groupDemo.free);
      const partnerIds = [await partnerIdOf(t.db, groupDemo.free)];
      for (const day of ['2026-05-31', '2026-06-25']) {
        today = clubNoon(day);
        const response = await renew(t.app, free, { partnerIds, option: 'CARD', wantsToMove: false });
        expect(response.json().code).toBe(RENEWAL_CODES.closed);
      }
      expect((await overviewOf(t.app, free)).state).toBe('CLOSED');
      expect(await claimKind(t.db, partnerIds[0]!)).toBe('KEPT');
    });
  });
});
