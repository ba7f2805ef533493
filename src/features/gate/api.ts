import { gateEndpoints, type GateSyncBody } from '../../api/gate';
import { call, callPath } from '../../lib/call';
import { requestBytes } from '../../lib/http';

export const fetchGateGames = () => call(gateEndpoints.games);
export const fetchGateKey = () => call(gateEndpoints.key);
/** The device's id goes with the download: the server records it, and syncs only the entries of a device that downloaded. */
export const fetchGateDownload = (gameId: number, deviceId: string) => call(gateEndpoints.download, { params: { id: gameId }, query: { device: deviceId } });
export const syncGateEntries = (gameId: number, body: GateSyncBody) => call(gateEndpoints.sync, { params: { id: gameId }, body });
/** A member's photo by its content hash: the bytes, checked by the caller against the signed hash. */
export const fetchGatePhoto = (sha256: string) => requestBytes(callPath(gateEndpoints.photo, { params: { hash: sha256 } }), { session: true });
