import type { Game, GateDownloadPayload, GateMember, GateTicket } from '../../../src/api/gate';
import type { GateViewProps } from '../../../src/features/gate/components/GateView';
import { newPhoto, photoOnFile } from '../account/photos';

/** The men's league game of 5 October 2025 (seeded calendar), as a gate downloads it. */
export const game: Game = { id: 2, season: '25/26', startsAt: '2025-10-05T16:00:00.000Z', day: '2025-10-05', competition: 'MENS_LEAGUE', opponent: 'Club Baloncesto Rival' };

const dayKey = 'a'.repeat(64);
/** The photos as the gate keeps them, by the hashes the download names. */
export const luciaPhoto = photoOnFile;
export const mateoPhoto = newPhoto;
export const lucia: GateMember = { partnerNumber: 1001, name: 'Lucía', lastname: 'García Romero', photoSha256: 'c'.repeat(64), seat: { sector: 'Tribuna', area: '101', row: 4, number: 12 }, dayKey };
export const mateo: GateMember = { partnerNumber: 1002, name: 'Mateo', lastname: 'Fernández', photoSha256: 'd'.repeat(64), seat: { sector: 'Fondo Norte', area: '204', row: 11, number: 3 }, dayKey };

/** A single game's ticket, bought for the seat a member released. */
export const martaTicket: GateTicket = { ticketId: 318, holderName: 'Marta Ruiz Soler', seat: { sector: 'Fondo Norte', area: '204', row: 11, number: 3 }, dayKey };

export const THIS_GATE = 'gate-5f2c9a1e-0b7d-4c1e-9a55-3e1d0c7a4b21';
export const OTHER_GATE = 'gate-0c1d2e3f-4a5b-4c6d-8e7f-90a1b2c3d4e5';

export const payload: GateDownloadPayload = {
  game,
  season: '25/26',
  issuedAt: '2025-10-05T13:02:00.000Z',
  expiresAt: '2025-10-05T21:59:59.999Z',
  members: [lucia, mateo],
  tickets: [martaTicket],
  entries: [],
  ticketEntries: [],
  cursor: 0,
};

export const entryAt = (deviceId: string, at: string, partnerNumber = 1001) => ({ partnerNumber, at, deviceId });
export const ticketEntryAt = (deviceId: string, at: string, ticketId = martaTicket.ticketId) => ({ ticketId, at, deviceId });

/** A gate with today's game downloaded, online, nothing scanned yet. */
export const readyGate = {
  deviceId: THIS_GATE,
  game,
  dayGames: [game],
  availability: 'OPEN',
  gamesFailed: false,
  download: { payload, downloadedAt: '2025-10-05T13:02:05.000Z' },
  downloadProblem: null,
  downloading: false,
  photos: { total: 2, kept: 2, failed: [] },
  sync: { online: true, syncing: false, syncFailed: false, pending: 0, syncedAt: '2025-10-05T14:58:40.000Z' },
  duplicates: [],
  refused: [],
  ticketDuplicates: [],
  ticketRefused: [],
  verdict: null,
} satisfies Partial<GateViewProps>;
