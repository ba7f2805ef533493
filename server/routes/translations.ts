import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { sendError } from '../http/errors.ts';

/**
 * GET /translations/{lang}.json for the configured languages only. Five minutes of caching:
 * clients add ?v=<app version>, so a deploy reaches them through a new URL anyway.
 */
export const translationsRoutes: FastifyPluginAsync<{ localesDir: string; languages: string[] }> = async (
  app,
  { localesDir, languages },
) => {
  app.get<{ Params: { file: string } }>('/translations/:file', async (request, reply) => {
    const lang = /^([a-z]{2})\.json$/.exec(request.params.file)?.[1];
    // Only listed codes reach the file system, so the parameter can never name another path.
    if (!lang || !languages.includes(lang)) return sendError(reply, 404, 'No translations for this language');
    let body: Buffer;
    try {
      body = await readFile(join(localesDir, `${lang}.json`));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      return sendError(reply, 404, 'No translations for this language');
    }
    return reply
      .type('application/json; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(body);
  });
};
