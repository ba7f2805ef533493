import type { RequestLimit } from '../auth/request-limit.ts';

/**
 * The card's secret: a device asks at login and when the card opens online. 30 an hour per
 * account is several phones logging in again and again; a script asking in a loop stops there.
 */
export const CARD_SECRET_LIMIT: RequestLimit = { scope: 'card-secret-account', max: 30, windowSeconds: 60 * 60 };

/**
 * Renewing the card's secret (a new phone) cuts off the codes of every other phone of the member:
 * 3 a day per account is a member who renews, then renews again on finding the right phone; a
 * script looping on it would rewrite the secret and leave the member's phones out of step.
 */
export const CARD_RENEW_LIMIT: RequestLimit = { scope: 'card-renew-account', max: 3, windowSeconds: 24 * 60 * 60 };

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

/**
 * The photo review's waiting list carries up to 10 photos of up to 400 kB: 60 pages a minute per
 * account is a reviewer whose list reloads after every decision, one a second; a script reading it
 * in a loop is held to that instead of pulling megabytes as fast as the database answers.
 */
export const PHOTO_REVIEW_LIST_LIMIT: RequestLimit = { scope: 'photo-review-list-account', max: 60, windowSeconds: 60 };

/**
 * A decision is one look at a photo by a person: 60 a minute per account is faster than anyone
 * judges faces, and keeps a script from approving or refusing the whole list unseen in seconds.
 */
export const PHOTO_REVIEW_DECISION_LIMIT: RequestLimit = { scope: 'photo-review-decision-account', max: 60, windowSeconds: 60 };

/**
 * Entries one gate device may record for one game. A lane reads a card every 2 s at best: from
 * doors open (an hour before tip-off) to the second half is about 90 minutes, 2,700 admissions.
 * 3,000 leaves room for that lane; a device (a stolen account, a faulty scanner) sending more
 * has each further entry refused, so it cannot fill the game's entries for the other gates. A new
 * device id needs a download of its own, itself limited (GATE_DOWNLOAD_LIMIT).
 */
export const GATE_DEVICE_ENTRY_CAP = 3_000;
