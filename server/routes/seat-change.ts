import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/db.ts';

export const seatChangeRoutes: FastifyPluginAsync<{ db: Db }> = async (_app, _options) => {};
