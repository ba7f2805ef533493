import type { FastifyPluginAsync } from 'fastify';
import { deepLinkEndpoints, type DeepLinkResponse } from '../../src/api/deep-link.ts';
import { verifyDeepLinkToken, type DeepLinkPayload } from '../auth/deep-link-token.ts';
import { startSession } from '../auth/login.ts';
import type { Db } from '../db/db.ts';
import { HttpError, route } from '../http/route.ts';
import { isDeepLinkUsed, useDeepLink } from '../store/deep-links.ts';
import { readSigningSecret } from '../store/settings.ts';
import { findUserById } from '../store/users.ts';

/** Spec §8: 400 means expired, anything else the client shows as an invalid link. */
const invalidLink = () => new HttpError(404, 'Invalid deep link', 'deep-link-invalid');

/** Deep links: signed, expiring tokens; a LOGIN link logs its user in once. */
export const deepLinkRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  route(app, db, deepLinkEndpoints.read, async ({ params }) => {
    const link = await verifiedLink(db, params.token);
    if (link.type === 'LOGIN' && (await isDeepLinkUsed(db, link.jti))) throw invalidLink();
    return answer(link, null);
  });

  route(app, db, deepLinkEndpoints.resolve, async ({ body, request, reply }) => {
    const link = await verifiedLink(db, body.token);
    if (link.type === 'REDIRECT') return answer(link, null);
    const user = link.userId === undefined ? null : await findUserById(db, link.userId);
    if (!user || !(await useDeepLink(db, link.jti))) throw invalidLink();
    // The visitor becomes the link's user: startSession ends a session they already had.
    await startSession(db, request, reply, user.id);
    return answer(link, { user });
  });
};

async function verifiedLink(db: Db, token: string): Promise<DeepLinkPayload> {
  const verified = verifyDeepLinkToken(await readSigningSecret(db, 'deepLink'), token);
  if (verified.status === 'valid') return verified.payload;
  throw verified.status === 'expired' ? new HttpError(400, 'Deep link expired', 'deep-link-expired') : invalidLink();
}

function answer(link: DeepLinkPayload, extraInfo: DeepLinkResponse['extraInfo']): DeepLinkResponse {
  return { redirectUrl: link.redirectUrl, type: link.type, extraInfo };
}
