import type { FastifyPluginAsync } from 'fastify';
import { configEndpoints } from '../../src/api/config.ts';
import type { Db } from '../db/db.ts';
import { route } from '../http/route.ts';
import { readServerConfig } from '../store/settings.ts';

/** Config area: server switches read by the client's guards (spec §3). */
export const configRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  route(app, db, configEndpoints.partners, () => readServerConfig(db));
};
