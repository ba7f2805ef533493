import type { MemberLanguage } from '../../src/api/users.ts';
import { CLUB_TIME_ZONE } from '../../src/api/card-code.ts';
import type { Queryable } from '../db/db.ts';
import { en } from './member-texts.en.ts';
import { es, type MemberTexts } from './member-texts.es.ts';
import { fr } from './member-texts.fr.ts';

/**
 * Server texts live here, not in src/locales: the app never shows them, so they need not travel
 * to every browser, and the type makes a missing key a compile error.
 */
export const MEMBER_TEXTS: Record<MemberLanguage, MemberTexts> = { es, en, fr };
export type { MemberTexts };

export const textsFor = (language: MemberLanguage): MemberTexts => MEMBER_TEXTS[language];

/** The member's language; Spanish, the club's, for an account not found. */
export async function languageOfUser(db: Queryable, userId: number): Promise<MemberLanguage> {
  const { rows } = await db.query<{ language: MemberLanguage }>('SELECT language FROM users WHERE id = $1', [userId]);
  return rows[0]?.language ?? 'es';
}

/** A YYYY-MM-DD date written out in the language ("10 de septiembre de 2025"). */
export function longDate(texts: MemberTexts, date: string): string {
  return new Intl.DateTimeFormat(texts.locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** A game's tip-off written out in the language, on the club's clock ("domingo, 12 de abril de 2026, 18:00"). */
export function gameTime(texts: MemberTexts, startsAt: string): string {
  return new Intl.DateTimeFormat(texts.locale, { dateStyle: 'full', timeStyle: 'short', timeZone: CLUB_TIME_ZONE }).format(new Date(startsAt));
}

/** Euros from cents in the language's way ("12,50 €", "€12.50"), in plain spaces a PDF's WinAnsi font can draw. */
export function eurosOf(texts: MemberTexts, cents: number): string {
  return texts.euros({ amount: (cents / 100).toFixed(2) });
}
