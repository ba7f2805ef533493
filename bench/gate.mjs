#!/usr/bin/env node
/**
 * The gate's download (issue 35): GET gate/games/:id/download on the seeded database (about 5,600
 * card holders), in process (Fastify inject, no network), as an employee. The first call also
 * makes the secret of every member who never opened the card; the next ones only read. Prints
 * its time (first, then median and max of --runs), the members and the answer's size raw, gzip
 * and brotli (what @fastify/compress sends), on PGlite and on PostgreSQL (DATABASE_URL, else a
 * throwaway local one; a schema of its own, dropped afterwards).
 *
 *   npm run bench:gate [-- --runs 10] [--only pglite|postgres]
 *
 * The download names each photo by its SHA-256; the gate then fetches the photos apart (GET
 * gate/photos/:hash, one call each, in process too), then, after CHANGED_PHOTOS members send a
 * new photo, downloads again and fetches only the photos it does not hold. Prints the photos'
 * calls, bytes and time on the first and on the second download.
 *
 * With --photos every card holder first gets a confirmed photo of their own (a 300 × 400 JPEG, see
 * benchPhoto), the server's background pass makes their thumbnails (timed on its own).
 *
 *   npm run bench:gate -- --photos
 *
 * Prints figures only; no target changes the exit code. Raw figures: bench/results/gate.json.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { buildApp } from '../server/app.ts';
import { createSession, SESSION_COOKIE } from '../server/auth/session.ts';
import { createDb } from '../server/db/db.ts';
import { migrate } from '../server/db/migrate.ts';
import { seed } from '../server/db/seed.ts';
import { makeMissingThumbnails } from '../server/card/thumbnail-backfill.ts';
import { findUserIdByMail } from '../server/store/users.ts';
import { postgresEnv } from './postgres-env.mjs';
import { table } from './table.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '10' }, photos: { type: 'boolean', default: false }, only: { type: 'string' } } });
const RUNS = Number(values.runs);

/**
 * A distinct photo for each member (so the download's gzip meets distinct thumbnails, as with real
 * faces): 300 × 400 grain drawn at the thumbnail's own scale and enlarged, so the thumbnail keeps
 * all of it. A worst case: a face has less detail, and its thumbnail weighs less.
 */
async function benchPhoto(seed) {
  const pixels = Buffer.alloc(96 * 128 * 3);
  // 32-bit arithmetic (Math.imul): in doubles the products pass 2^53, their low bits are lost and
  // many seeds draw the same grain, so members would share photos.
  let x = (Math.imul(seed, 2654435761) + 1) >>> 0;
  for (let i = 0; i < pixels.length; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    pixels[i] = x >>> 24;
  }
  const jpeg = await sharp(pixels, { raw: { width: 96, height: 128, channels: 3 } }).resize(300, 400).jpeg({ quality: 80 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/** Every partner gets a confirmed photo of their own and no thumbnail yet: the average photo's bytes. */
async function givePhotos(db) {
  const { rows } = await db.query('SELECT user_id FROM partners ORDER BY user_id');
  const photos = [];
  for (const { user_id } of rows) photos.push(await benchPhoto(user_id));
  for (let start = 0; start < rows.length; start += 500) {
    await db.query(
      `UPDATE users u SET photo = t.photo, photo_status = 'CONFIRMED', photo_thumbnail = NULL
       FROM unnest($1::int[], $2::text[]) AS t(id, photo) WHERE u.id = t.id`,
      [rows.slice(start, start + 500).map((row) => row.user_id), photos.slice(start, start + 500)],
    );
  }
  return photos.reduce((sum, photo) => sum + Buffer.byteLength(photo) * 0.75, 0) / photos.length;
}
const GAME_STARTS_AT = '2025-10-05T16:00:00.000Z';
/** Members who send a new photo between the two downloads (confirmed, thumbnail made). */
const CHANGED_PHOTOS = 50;

/** The distinct photo hashes a download names. */
const photoHashesOf = (body) => new Set(JSON.parse(JSON.parse(body).payload).members.flatMap((member) => (member.photoSha256 ? [member.photoSha256] : [])));

/** Fetches each photo as the gate does (one call per hash): calls, bytes and time. */
async function fetchPhotos(app, cookie, hashes) {
  const started = performance.now();
  let bytes = 0;
  for (const hash of hashes) {
    const response = await app.inject({ url: `/api/gate/photos/${hash}`, headers: { cookie } });
    if (response.statusCode !== 200) throw new Error(`photo answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
    bytes += response.rawPayload.length;
  }
  return { calls: hashes.length, bytes, ms: performance.now() - started };
}

/** CHANGED_PHOTOS card holders with a photo send another, confirmed, and get its thumbnail. */
async function changePhotos(db) {
  const { rows } = await db.query("SELECT u.id FROM users u JOIN partners p ON p.user_id = u.id WHERE u.photo_thumbnail_sha256 IS NOT NULL ORDER BY u.id LIMIT $1", [
    CHANGED_PHOTOS,
  ]);
  for (const { id } of rows) {
    await db.query("UPDATE users SET photo = $2, photo_status = 'CONFIRMED', photo_thumbnail = NULL WHERE id = $1", [id, await benchPhoto(id + 1_000_000)]);
  }
  await makeMissingThumbnails(db);
  return rows.length;
}

async function openDatabases(cleanups) {
  const places = values.only === 'postgres' ? [] : [{ name: 'PGlite', open: () => createDb({}), dispose: async () => undefined }];
  if (values.only === 'pglite') return places;
  const databaseUrl = postgresEnv(cleanups)?.DATABASE_URL;
  if (databaseUrl) {
    const schema = `bench_gate_${randomBytes(6).toString('hex')}`;
    const admin = await createDb({ databaseUrl });
    await admin.exec(`CREATE SCHEMA ${schema}`);
    const url = new URL(databaseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    places.push({
      name: 'PostgreSQL',
      open: () => createDb({ databaseUrl: url.toString() }),
      dispose: async () => {
        await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await admin.close();
      },
    });
  } else console.log('PostgreSQL: not available (no DATABASE_URL, and scripts/local-postgres.sh could not start one); skipped');
  return places;
}

async function benchOn(place, localesDir) {
  const db = await place.open();
  try {
    await migrate(db);
    await seed(db, { demo: true });
    const photoBytes = values.photos ? await givePhotos(db) : null;
    const thumbnailsStarted = performance.now();
    const thumbnails = values.photos ? await makeMissingThumbnails(db) : 0;
    const thumbnailsMs = performance.now() - thumbnailsStarted;
    // The server downloads a game on its club day only: its clock is at the tip-off.
    const app = await buildApp({ db, localesDir, languages: ['es'], publicOrigin: 'http://bench.test', now: () => new Date(GAME_STARTS_AT) });
    const cookie = `${SESSION_COOKIE}=${await createSession(db, await findUserIdByMail(db, 'empleado@demo.club'))}`;
    const games = (await app.inject({ url: '/api/gate/games', headers: { cookie } })).json();
    const url = `/api/gate/games/${games.find((game) => game.startsAt === GAME_STARTS_AT).id}/download?device=bench-gate-1`;
    const times = [];
    let body = '';
    for (let i = 0; i <= RUNS; i++) {
      // The request limit is per account: a bench is no attack.
      await db.query('DELETE FROM limit_hits');
      const started = performance.now();
      const response = await app.inject({ url, headers: { cookie } });
      times.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`download answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
      body = response.body;
    }
    const firstHashes = photoHashesOf(body);
    const firstPhotos = await fetchPhotos(app, cookie, [...firstHashes]);
    const changed = await changePhotos(db);
    await db.query('DELETE FROM limit_hits');
    const second = await app.inject({ url, headers: { cookie } });
    const secondPhotos = await fetchPhotos(app, cookie, [...photoHashesOf(second.body)].filter((hash) => !firstHashes.has(hash)));
    await app.close();
    const [first, ...rest] = times;
    rest.sort((a, b) => a - b);
    const members = JSON.parse(JSON.parse(body).payload).members.length;
    return {
      database: place.name,
      members,
      photoBytes,
      thumbnails,
      thumbnailsMs,
      firstMs: first,
      medianMs: rest[Math.floor(rest.length / 2)],
      maxMs: rest.at(-1),
      rawBytes: Buffer.byteLength(body),
      gzipBytes: gzipSync(body).length,
      brBytes: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length,
      firstPhotos,
      changed,
      secondPhotos,
    };
  } finally {
    await db.close();
    await place.dispose();
  }
}

const localesDir = await mkdtemp(join(tmpdir(), 'bench-gate-'));
await writeFile(join(localesDir, 'es.json'), '{}');
const results = [];
const cleanups = [];
try {
  for (const place of await openDatabases(cleanups)) results.push(await benchOn(place, localesDir));
} finally {
  await rm(localesDir, { recursive: true, force: true });
  for (const cleanup of cleanups) cleanup();
}
const kB = (bytes) => (bytes / 1000).toFixed(0);
if (values.photos) {
  console.log(`\nEvery card holder with a confirmed photo of their own (${kB(results[0]?.photoBytes ?? 0)} kB on average); the thumbnails made before the downloads:`);
  for (const r of results) console.log(`  ${r.database}: ${r.thumbnails} in ${(r.thumbnailsMs / 1000).toFixed(1)} s (${(r.thumbnailsMs / r.thumbnails).toFixed(1)} ms each)`);
}
console.log(`\n${RUNS} downloads after the first, ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), load ${loadavg()[0]?.toFixed(2)}`);
table(
  ['database', 'members', 'first ms', 'p50 ms', 'max ms', 'signed raw kB', 'gzip kB', 'br kB'],
  'lrrrrrrr',
  results.map((r) => [r.database, r.members, r.firstMs.toFixed(0), r.medianMs.toFixed(0), r.maxMs.toFixed(0), kB(r.rawBytes), kB(r.gzipBytes), kB(r.brBytes)]),
);
console.log(`\nThe photos, fetched apart: all on the first download; on a second one, after ${CHANGED_PHOTOS} members sent a new photo, only those the gate lacks`);
table(
  ['database', 'first: photos', 'kB', 's', 'second: photos', 'kB', 's'],
  'lrrrrrr',
  results.map((r) => [r.database, r.firstPhotos.calls, kB(r.firstPhotos.bytes), (r.firstPhotos.ms / 1000).toFixed(1), r.secondPhotos.calls, kB(r.secondPhotos.bytes), (r.secondPhotos.ms / 1000).toFixed(1)]),
);
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/gate.json', JSON.stringify(results, null, 2));
