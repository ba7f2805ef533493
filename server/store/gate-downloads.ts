import type { Queryable } from '../db/db.ts';

/** Records a download: which employee took which game onto which device, and when. */
export async function recordGateDownload(db: Queryable, download: { gameId: number; userId: number; deviceId: string; at: Date }): Promise<void> {
  await db.query('INSERT INTO gate_downloads (game_id, user_id, device_id, downloaded_at) VALUES ($1, $2, $3, $4)', [
    download.gameId,
    download.userId,
    download.deviceId,
    download.at,
  ]);
}

/** Whether the device downloaded the game: only such a device's entries are recorded. */
export async function deviceDownloadedGame(db: Queryable, gameId: number, deviceId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM gate_downloads WHERE game_id = $1 AND device_id = $2 LIMIT 1', [gameId, deviceId]);
  return rows.length > 0;
}
