import { clubDay } from '../../src/api/card-code.ts';
import { APP_PATHS } from '../../src/api/app-paths/index.ts';
import { RENEWAL_CODES, renewalPaths, type RenewalOverview, type RenewalRecord, type RenewBody, type SeasonCalendar } from '../../src/api/renewal.ts';
import { nextSeasonOf, renewalWindowState } from '../../src/api/renewal-calendar.ts';
import { optionState, renewalOptions } from '../../src/api/renewal-pricing.ts';
import type { User } from '../../src/api/users.ts';
import type { Db, Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';
import { siteLink } from '../mail/site-link.ts';
import { expireOverdue } from '../purchase/lifecycle.ts';
import { providerPage } from '../purchase/provider.ts';
import { currentSeason } from './member-cards.ts';
import { renewalFlow } from './renewal-flow.ts';
import { quotePeople, renewablePeople, storedLines } from './renewal-people.ts';
import { readRenewals } from './renewal-records.ts';
import { startRenewal } from './renewal-start.ts';
import { readSeasonCalendar } from './season-calendars.ts';
import { readServerConfig } from './settings.ts';

/** The season being renewed (the one after the current) and its calendar; 404 while the club has set none. */
export async function renewalSeason(db: Queryable): Promise<{ season: string; calendar: SeasonCalendar }> {
  const current = await currentSeason(db);
  const calendar = current && (await readSeasonCalendar(db, nextSeasonOf(current)));
  if (!calendar) throw new HttpError(404, 'No renewal campaign is set for the next season');
  return { season: calendar.season, calendar };
}

interface CallerFacts {
  clubCard: boolean;
  iban: string | null;
}

/** The caller's club card and IBAN on file (none without a partner). */
export async function callerFacts(db: Queryable, user: User): Promise<CallerFacts> {
  if (!user.partner) return { clubCard: false, iban: null };
  const { rows } = await db.query<CallerFacts>('SELECT club_card AS "clubCard", iban FROM partners WHERE id = $1', [user.partner.id]);
  return rows[0] ?? { clubCard: false, iban: null };
}

/** The caller's renewals of `season`, latest first. */
export const renewalsOf = (db: Queryable, userId: number, season: string): Promise<RenewalRecord[]> =>
  readRenewals(db, 'r.user_id = $1 AND r.season = $2', [userId, season]);

/**
 * GET renewal at `now`: the calendar and its window, the people the caller may renew (those not
 * renewed yet quoted together; a renewed one shows the quote they were renewed at), the options
 * for everyone still to renew, and the caller's renewals. The caller's card payments that lapsed
 * at the provider end first (their seats back to KEPT).
 */
export async function renewalOverview(db: Queryable, userId: number, now: Date): Promise<RenewalOverview> {
  const { season, calendar } = await renewalSeason(db);
  await expireOverdue(db, renewalFlow, userId);
  const { rows } = await db.query<{ partner_id: number | null; club_card: boolean | null; iban: string | null }>(
    'SELECT p.id AS partner_id, p.club_card, p.iban FROM users u LEFT JOIN partners p ON p.user_id = u.id WHERE u.id = $1',
    [userId],
  );
  const caller = rows[0];
  const people = caller?.partner_id ? await renewablePeople(db, caller.partner_id, season, now) : [];
  const toRenew = people.filter((person) => !person.renewed);
  const quotes = quotePeople(toRenew);
  const renewals = await renewalsOf(db, userId, season);
  const renewedQuotes = await latestRenewedQuotes(db, season, people.filter((person) => person.renewed).map((person) => person.partnerId));
  const today = clubDay(now.getTime());
  return {
    calendar,
    state: renewalWindowState(calendar, now),
    clubCard: caller?.club_card ?? false,
    ibanEnd: caller?.iban ? caller.iban.slice(-4) : null,
    people: people.map((person) => {
      const quote = person.renewed ? renewedQuotes.get(person.partnerId) : quotes[toRenew.indexOf(person)];
      const { passCents, adultPassCents: _adult, familyDiscount: _family, rolId: _rolId, ...shown } = person;
      return { ...shown, lines: quote?.lines ?? [{ kind: 'PASS', cents: passCents }], priceCents: quote?.priceCents ?? passCents };
    }),
    options: renewalOptions(
      calendar,
      today,
      caller?.club_card ?? false,
      quotes.map((quote) => quote.priceCents),
    ),
    renewals,
  };
}

/** The quote each of `partnerIds` was last renewed at (renewal_people), by partner. */
async function latestRenewedQuotes(db: Queryable, season: string, partnerIds: number[]) {
  if (partnerIds.length === 0) return new Map<number, { lines: RenewalRecord['people'][number]['lines']; priceCents: number }>();
  const { rows } = await db.query<{ partner_id: number; pass_cents: number; family_cents: number; attendance_cents: number; credit_cents: number; price_cents: number }>(
    `SELECT DISTINCT ON (partner_id) partner_id, pass_cents, family_cents, attendance_cents, credit_cents, price_cents
     FROM renewal_people WHERE season = $1 AND partner_id = ANY($2::int[]) ORDER BY partner_id, renewal_id DESC`,
    [season, partnerIds],
  );
  return new Map(rows.map((row) => [row.partner_id, { lines: storedLines(row), priceCents: row.price_cents }]));
}

/**
 * POST renewal at `now`: renews the partners named at their quote together, keeping their seats.
 * 403 for a partner the caller may not renew (or one with no seat next season); 409 outside the
 * window, for an option not open today or not for this member, for a debit without an IBAN, and
 * for a partner renewed already (two renewals at once: one wins). A card answers the provider's
 * page; the debited options renew at once.
 */
export async function renewPartners(db: Db, user: User, body: RenewBody, now: Date): Promise<{ renewal: RenewalRecord; transaction: string | null }> {
  const { season, calendar } = await renewalSeason(db);
  await expireOverdue(db, renewalFlow, user.id);
  if (!user.partner) throw new HttpError(403, 'Only partners renew', RENEWAL_CODES.notYours);
  if (new Set(body.partnerIds).size !== body.partnerIds.length) throw new HttpError(400, 'body.partnerIds: a partner is listed twice', 'invalid-body');
  if (renewalWindowState(calendar, now) !== 'OPEN') throw new HttpError(409, 'The renewal window is not open', RENEWAL_CODES.closed);
  const caller = await callerFacts(db, user);
  const option = optionState(body.option, calendar, clubDay(now.getTime()), caller.clubCard);
  if (!option.open) throw new HttpError(409, `${body.option} is not open (${option.closedReason})`, RENEWAL_CODES.optionClosed);
  const iban = body.option === 'CARD' ? null : (body.iban ?? caller.iban);
  if (body.option !== 'CARD' && !iban) throw new HttpError(409, 'A debited option needs an IBAN', RENEWAL_CODES.ibanRequired);
  const { renewalId, payment } = await db.transaction((tx) => startRenewal(tx, { user, body, season, calendar, iban, now }));
  const transaction = payment ? await renewalPaymentPage(db, renewalId, payment) : null;
  const [renewal] = await readRenewals(db, 'r.id = $1', [renewalId]);
  return { renewal: renewal!, transaction };
}

/** The provider's page for a renewal's card payment; it returns to the renewal page and notifies POST renewal/payments/notify. */
async function renewalPaymentPage(db: Db, renewalId: number, payment: { transaction: string; amountCents: number }): Promise<string> {
  const { providerOrigin } = (await readServerConfig(db)).payments;
  return providerPage(db, providerOrigin, {
    ...payment,
    description: `Renovación nº ${renewalId}`,
    returnUrl: siteLink(APP_PATHS.memberRenewal),
    notifyUrl: siteLink(`/api/${renewalPaths.paymentNotify}`),
  });
}
