import type { FastifyPluginAsync } from 'fastify';
import { memberCardEndpoints } from '../../src/api/member-card.ts';
import type { Session } from '../auth/session.ts';
import type { Db } from '../db/db.ts';
import { HttpError, route } from '../http/route.ts';
import { languageOfUser, textsFor } from '../i18n/member-texts.ts';
import { memberCardPdf } from '../pdf/member-card.ts';
import { cardSecretOf, currentSeason, findMemberCard, renewCardSecret, type CardLookup } from '../store/member-cards.ts';
import { readClubName } from '../store/pages.ts';

/** The member card (beyond §7): its data, the secret its rotating code comes from, and a PDF to print. */
export const memberCardRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const lookUp = async (session: Session): Promise<CardLookup> => {
    const season = await currentSeason(db);
    // Without a home calendar there is no season to have paid for.
    return season ? findMemberCard(db, session.user.id, season) : { card: null, unavailable: 'NOT_PAID' };
  };
  // The secret clones the card: an employee at the office's desk must never take or change it.
  const refuseImpersonation = (session: Session) => {
    if (session.impersonatorUserId !== null) throw new HttpError(403, 'Not while impersonating a member', 'impersonating');
  };
  const cardOrRefuse = async (session: Session) => {
    const found = await lookUp(session);
    if (found.card === null) throw new HttpError(403, `No member card: ${found.unavailable}`, found.unavailable);
    return found;
  };

  route(app, db, memberCardEndpoints.card, async ({ session }) => {
    const { card, unavailable } = await lookUp(session);
    return card ? { card, unavailable: null } : { card: null, unavailable };
  });

  route(app, db, memberCardEndpoints.secret, async ({ session }) => {
    refuseImpersonation(session);
    const { card, partnerId } = await cardOrRefuse(session);
    return { secret: await cardSecretOf(db, partnerId, card.season), season: card.season, partnerNumber: card.partnerNumber };
  });

  route(app, db, memberCardEndpoints.renewSecret, async ({ session }) => {
    refuseImpersonation(session);
    const { card, partnerId } = await cardOrRefuse(session);
    return { secret: await renewCardSecret(db, partnerId, card.season), season: card.season, partnerNumber: card.partnerNumber };
  });

  route(app, db, memberCardEndpoints.pdf, async ({ session, reply }) => {
    const { card } = await cardOrRefuse(session);
    const file = await memberCardPdf(card, await readClubName(db), textsFor(await languageOfUser(db, session.user.id)));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="carnet-${card.partnerNumber}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(file));
  });
};
