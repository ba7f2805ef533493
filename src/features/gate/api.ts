import { gateEndpoints, type GateSyncBody } from '../../api/gate';
import { call } from '../../lib/call';

export const fetchGateGames = () => call(gateEndpoints.games);
export const fetchGateKey = () => call(gateEndpoints.key);
/** The device's id goes with the download: the server records it, and syncs only the entries of a device that downloaded. */
export const fetchGateDownload = (gameId: number, deviceId: string) => call(gateEndpoints.download, { params: { id: gameId }, query: { device: deviceId } });
export const syncGateEntries = (gameId: number, body: GateSyncBody) => call(gateEndpoints.sync, { params: { id: gameId }, body });
