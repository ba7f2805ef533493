import { APP_PATHS, appLink } from '../../src/api/app-paths/index.ts';
import type { Queryable } from '../db/db.ts';
import { gameTime } from '../i18n/member-texts.ts';
import { mailMember } from '../mail/member-mail.ts';
import { siteLink } from '../mail/site-link.ts';

/** The guest's mail, in the language of the member who gives the seat: who gives it, the game, the seat and the link. */
export async function mailGuestPass(tx: Queryable, passId: number, recipient: string, token: string): Promise<void> {
  const { rows } = await tx.query<{
    given_by: number;
    member: string;
    guest_name: string;
    opponent: string;
    starts_at: Date | string;
    sector: string;
    area: string;
    row_number: number;
    seat_number: number;
  }>(
    `SELECT gp.given_by, u.name || ' ' || u.lastname AS member, gp.guest_name, g.opponent, g.starts_at,
            sec.name AS sector, a.name AS area, s.row_number, s.seat_number
     FROM guest_passes gp JOIN users u ON u.id = gp.given_by JOIN games g ON g.id = gp.game_id
     JOIN seats s ON s.id = gp.seat_id JOIN areas a ON a.id = s.area_id JOIN sectors sec ON sec.id = a.sector_id
     WHERE gp.id = $1`,
    [passId],
  );
  const pass = rows[0]!;
  await mailMember(tx, { userId: pass.given_by, recipient, name: pass.guest_name }, 'guestPass', (texts) => ({
    member: pass.member.trim(),
    game: pass.opponent,
    when: gameTime(texts, new Date(pass.starts_at).toISOString()),
    seat: texts.ticket.seat({ sector: pass.sector, area: pass.area, row: pass.row_number, number: pass.seat_number }),
    link: siteLink(appLink(APP_PATHS.guestPass, { token })),
  }));
}
