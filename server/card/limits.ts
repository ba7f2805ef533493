import type { RequestLimit } from '../auth/request-limit.ts';

/**
 * The card's secret: a device asks at login and when the card opens online. 30 an hour per
 * account is several phones logging in again and again; a script asking in a loop stops there.
 */
export const CARD_SECRET_LIMIT: RequestLimit = { scope: 'card-secret-account', max: 30, windowSeconds: 60 * 60 };

/** The card's PDF is drawn on each call (pdf-lib): 20 an hour per account is plenty to print it. */
export const CARD_PDF_LIMIT: RequestLimit = { scope: 'card-pdf-account', max: 20, windowSeconds: 60 * 60 };

/**
 * A gate download reads every card holder (about 5,600) and derives a day key for each. A gate
 * device downloads once before doors open, again after a restart: 20 an hour per account lets
 * 10 devices sharing one employee account download twice, and keeps a loop from costing the
 * database a full read every few seconds.
 */
export const GATE_DOWNLOAD_LIMIT: RequestLimit = { scope: 'gate-download-account', max: 20, windowSeconds: 60 * 60 };

/**
 * A gate syncs every 10 s and after an admission, at most every 5 s (src/features/gate/store.ts):
 * 12 a minute in a busy lane. 240 a minute per account lets 10 devices share one employee account
 * at that pace with as much again for a backlog sent in batches of 500 and retries, and caps a
 * loop at four small writes a second.
 */
export const GATE_SYNC_LIMIT: RequestLimit = { scope: 'gate-sync-account', max: 240, windowSeconds: 60 };

/**
 * A new photo is decoded and resized on upload (the gate's thumbnail): 20 an hour per account is a
 * member trying several shots; a script uploading in a loop stops there instead of keeping a core busy.
 */
export const PHOTO_UPLOAD_LIMIT: RequestLimit = { scope: 'photo-upload-account', max: 20, windowSeconds: 60 * 60 };
