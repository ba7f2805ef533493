import type { FastifyPluginAsync } from 'fastify';
import { pagesEndpoints } from '../../src/api/pages.ts';
import type { Db } from '../db/db.ts';
import { HttpError, route } from '../http/route.ts';
import { findPage, listPages, readInformation } from '../store/pages.ts';

/** Pages area: external content pages and the footer's information. */
export const pagesRoutes: FastifyPluginAsync<{ db: Db; languages: string[] }> = async (app, { db, languages }) => {
  route(app, db, pagesEndpoints.partners, () => listPages(db));

  route(app, db, pagesEndpoints.page, async ({ params, query }) => {
    if (!languages.includes(query.lang)) {
      throw new HttpError(400, `Query parameter lang must be one of: ${languages.join(', ')}`, 'invalid-query');
    }
    const page = await findPage(db, params.tag, query.lang);
    if (!page) throw new HttpError(404, 'Page not found');
    return page;
  });

  route(app, db, pagesEndpoints.information, async () => {
    const information = await readInformation(db);
    if (!information) throw new Error('Footer information is missing: run the seed');
    return information;
  });
};
