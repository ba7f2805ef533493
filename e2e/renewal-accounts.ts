import { clubDay } from '../src/api/card-code.ts';
import type { SeasonCalendar } from '../src/api/renewal.ts';
import { specCalendar } from '../src/api/renewal-calendar.ts';
import type { Queryable } from '../server/db/db.ts';
import { createSeatedMember } from './ticket-accounts.ts';

/** The next season, whose renewal e2e/renewal.spec.ts works on (the demo's current season is 25/26). */
export const RENEWAL_SEASON = '26/27';

/** A member who keeps their seat and pays in three instalments (partner number 3994). */
export const RENEWING_MEMBER = { mail: 'renueva@demo.club', partnerNumber: 3994, name: 'Rosa', lastname: 'Renueva Gil' } as const;

/** A family group: its owner renews the three in one go, asks to move, and moves them together in their window. */
export const FAMILY_OWNER = { mail: 'familia@demo.club', partnerNumber: 3995, name: 'Fermín', lastname: 'Familia Sanz', birthdate: '1980-03-14' } as const;
const FAMILY_MEMBERS = [
  { mail: 'familia.dos@demo.club', partnerNumber: 3996, name: 'Flora', lastname: 'Familia Ruiz', birthdate: '1982-09-02' },
  { mail: 'familia.tres@demo.club', partnerNumber: 3997, name: 'Fabio', lastname: 'Familia Ruiz', birthdate: '2015-05-20' },
] as const;

/** An account with no seat that joins the waiting list for four seats together. */
export const WAITING_FAN = { mail: 'espera@demo.club', name: 'Elena', lastname: 'Espera Mora' } as const;

/**
 * The accounts of the renewal's browser test, made by prepare-server.ts before the next season is
 * opened (so their seats are kept for them as every member's are).
 */
export async function createRenewalAccounts(db: Queryable): Promise<void> {
  await createSeatedMember(db, RENEWING_MEMBER);
  for (const person of [FAMILY_OWNER, ...FAMILY_MEMBERS]) {
    await createSeatedMember(db, person);
    await db.query('UPDATE users SET birthdate = $2 WHERE mail = $1', [person.mail, person.birthdate]);
  }
  await db.query(
    `WITH family AS (INSERT INTO groups (name, type, max_members, familiar_discount) VALUES ('Familia Sanz Ruiz', 'FAMILY', 6, true) RETURNING id)
     INSERT INTO group_members (group_id, partner_id, is_owner, status)
     SELECT family.id, p.id, u.mail = $1, 'ACTIVE' FROM family, partners p JOIN users u ON u.id = p.user_id WHERE u.mail = ANY($2)`,
    [FAMILY_OWNER.mail, [FAMILY_OWNER.mail, ...FAMILY_MEMBERS.map((member) => member.mail)]],
  );
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (mail, password_hash, name, lastname, type, mail_confirmed)
     SELECT $1, password_hash, $2, $3, 'FAN', true FROM users WHERE mail = 'socio@demo.club' RETURNING id`,
    [WAITING_FAN.mail, WAITING_FAN.name, WAITING_FAN.lastname],
  );
  await db.query('INSERT INTO fans (user_id) VALUES ($1)', [rows[0]!.id]);
}

const DAY_MS = 86_400_000;
const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The next season's calendar in each phase the test walks through, around today's club day:
 * the renewal open with instalments still on offer; its deadline passed and the one relocation
 * window open now; every window over, so the waiting list's offers are made.
 */
export function renewalCalendar(phase: 'renewal' | 'relocation' | 'offers', now = Date.now()): SeasonCalendar {
  const today = clubDay(now);
  const base = specCalendar(RENEWAL_SEASON);
  const instalments = [5, 20, 40].map((days, index) => ({ on: dayAfter(today, days), percent: [40, 40, 20][index]! }));
  if (phase === 'renewal') {
    return {
      ...base,
      renewalOpensOn: dayAfter(today, -7),
      instalmentsRequestBefore: dayAfter(today, 2),
      renewBefore: dayAfter(today, 4),
      instalments,
      relocationStartsAt: new Date(Date.parse(`${dayAfter(today, 5)}T08:00:00Z`)).toISOString(),
      waitingListOpensOn: dayAfter(today, -1),
      newMembersFrom: dayAfter(today, 4),
    };
  }
  const closed = { ...base, renewalOpensOn: dayAfter(today, -14), instalmentsRequestBefore: dayAfter(today, -1), renewBefore: today, instalments };
  const windowStartsAt = now - (phase === 'relocation' ? 5 * 60_000 : 3 * 3_600_000);
  return { ...closed, relocationStartsAt: new Date(windowStartsAt).toISOString(), relocationWindows: 1, relocationWindowMinutes: 60, waitingListOpensOn: dayAfter(today, -14) };
}
