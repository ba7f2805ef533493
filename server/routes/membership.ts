import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/db.ts';

export const membershipRoutes: FastifyPluginAsync<{ db: Db }> = async (_app, _options) => {};
