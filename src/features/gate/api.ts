import * as z from 'zod/mini';
import { gameSchema, gateKeySchema, gatePaths, gateSyncAnswerSchema, signedGateDownloadSchema, type GateSyncBody } from '../../api/gate';
import { request } from '../../lib/http';

const gamePath = (path: string, gameId: number) => path.replace(':id', String(gameId));

export const fetchGateGames = () => request(gatePaths.games, { schema: z.array(gameSchema), session: true });
export const fetchGateKey = () => request(gatePaths.key, { schema: gateKeySchema, session: true });
export const fetchGateDownload = (gameId: number) => request(gamePath(gatePaths.download, gameId), { schema: signedGateDownloadSchema, session: true });
export const syncGateEntries = (gameId: number, body: GateSyncBody) =>
  request(gamePath(gatePaths.sync, gameId), { method: 'POST', body, schema: gateSyncAnswerSchema, session: true });
