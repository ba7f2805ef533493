import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/db.ts';

export const groupsRoutes: FastifyPluginAsync<{ db: Db }> = async (_app, _options) => {};
