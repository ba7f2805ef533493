import * as z from 'zod/mini';
import { gameSchema, gateKeySchema, gatePaths, gateSyncAnswerSchema, signedGateDownloadSchema, type GateSyncBody } from '../../api/gate';
import { request } from '../../lib/http';

const gamePath = (path: string, gameId: number) => path.replace(':id', String(gameId));

export const fetchGateGames = () => request(gatePaths.games, { schema: z.array(gameSchema), session: true });
export const fetchGateKey = () => request(gatePaths.key, { schema: gateKeySchema, session: true });
/** The device's id goes with the download: the server records it, and syncs only the entries of a device that downloaded. */
export const fetchGateDownload = (gameId: number, deviceId: string) =>
  request(`${gamePath(gatePaths.download, gameId)}?device=${encodeURIComponent(deviceId)}`, { schema: signedGateDownloadSchema, session: true });
export const syncGateEntries = (gameId: number, body: GateSyncBody) =>
  request(gamePath(gatePaths.sync, gameId), { method: 'POST', body, schema: gateSyncAnswerSchema, session: true });
