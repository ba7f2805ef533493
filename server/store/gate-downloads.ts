import type { Queryable } from '../db/db.ts';

/**
 * Records a download: which employee took which game onto which device, and when. The game's row
 * is locked first, as giving a seat to a guest and taking it back lock it to share
 * (store/guest-passes.ts): run in its own transaction, a download waits for a take-back under way,
 * then reads the tickets as it left them, and a later take-back sees the download.
 */
export async function recordGateDownload(tx: Queryable, download: { gameId: number; userId: number; deviceId: string; at: Date }): Promise<void> {
  await tx.query('SELECT 1 FROM games WHERE id = $1 FOR NO KEY UPDATE', [download.gameId]);
  await tx.query('INSERT INTO gate_downloads (game_id, user_id, device_id, downloaded_at) VALUES ($1, $2, $3, $4)', [
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
