import type { FastifyPluginAsync } from 'fastify';
import { serverConfigSchema } from '../../src/api/config.ts';
import type { Db } from '../db/db.ts';
import { sendValid } from '../http/send-valid.ts';
import { readServerConfig } from '../store/settings.ts';

/** Config area: server switches read by the client's guards (spec §3). */
export const configRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/config/partners', async (_request, reply) => sendValid(reply, serverConfigSchema, await readServerConfig(db)));
};
