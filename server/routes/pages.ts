import type { FastifyPluginAsync } from 'fastify';
import * as z from 'zod/mini';
import { informationSchema, languageCodeSchema, pageListSchema, pageSchema } from '../../src/api/pages.ts';
import type { Db } from '../db/db.ts';
import { sendError } from '../http/errors.ts';
import { sendValid } from '../http/send-valid.ts';
import { findPage, listPages, readInformation } from '../store/pages.ts';

/** Pages area: external content pages and the footer's information. */
export const pagesRoutes: FastifyPluginAsync<{ db: Db; languages: string[] }> = async (app, { db, languages }) => {
  const pageQuerySchema = z.object({
    lang: languageCodeSchema.check(z.refine((lang) => languages.includes(lang))),
  });

  app.get('/pages/partners', async (_request, reply) => sendValid(reply, pageListSchema, await listPages(db)));

  app.get<{ Params: { tag: string } }>('/pages/page/:tag', async (request, reply) => {
    const query = pageQuerySchema.safeParse(request.query);
    if (!query.success) return sendError(reply, 400, `Query parameter lang must be one of: ${languages.join(', ')}`);
    const page = await findPage(db, request.params.tag, query.data.lang);
    if (!page) return sendError(reply, 404, 'Page not found');
    return sendValid(reply, pageSchema, page);
  });

  app.get('/pages/information', async (_request, reply) => {
    const information = await readInformation(db);
    if (!information) throw new Error('Footer information is missing: run the seed');
    return sendValid(reply, informationSchema, information);
  });
};
