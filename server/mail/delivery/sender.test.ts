import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../db/db.ts';
import { migrate } from '../../db/migrate.ts';
import { listenForMetrics } from '../../ops/metrics.ts';
import { createTestDatabasePlace, createTestDb, POSTGRES_URL, type TestDatabasePlace } from '../../test/test-app.ts';
import { CLAIM_SECONDS, MAX_AGE_SECONDS } from './due-mails.ts';
import { createMailSender, startMailSender, type MailSender } from './sender.ts';
import { startTestSmtpServer, type ReceivedMail, type SmtpAnswer, type TestSmtpServer } from './test-smtp-server.ts';
import { createSmtpTransport, type SmtpTransport } from './transport.ts';

const FROM = { name: 'Club Baloncesto Ribera', address: 'abonos@cbribera.example' };
const QUEUED_AT = new Date('2026-09-01T10:00:00Z');
const later = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

let place: TestDatabasePlace | undefined;
/** The database as one process sees it, and as a second one does (its own connections on PostgreSQL; PGlite has one). */
let first: Db;
let second: Db;
/** The senders' clock: tests move it instead of waiting. */
let clock: Date;
const now = () => clock;
/** Every log line of the senders, to check that no body ever reaches one. */
const logged: string[] = [];
const log = {
  info: (details: object, message: string) => void logged.push(`${message} ${JSON.stringify(details)}`),
  warn: (details: object, message: string) => void logged.push(`${message} ${JSON.stringify(details)}`),
  error: (details: object, message: string) => void logged.push(`${message} ${JSON.stringify(details)}`),
};
let smtp: TestSmtpServer | undefined;
const transports: SmtpTransport[] = [];

beforeAll(async () => {
  if (!POSTGRES_URL) {
    first = second = await createTestDb();
    return;
  }
  place = await createTestDatabasePlace();
  first = await place.open();
  await migrate(first);
  second = await place.open();
});
afterAll(async () => {
  if (second !== first) await second.close();
  await first.close();
  await place?.dispose();
});
beforeEach(async () => {
  clock = QUEUED_AT;
  logged.length = 0;
  await first.query('DELETE FROM mail_outbox');
});
afterEach(async () => {
  transports.splice(0).forEach((transport) => transport.close());
  await smtp?.close();
  smtp = undefined;
});

interface Mail {
  recipient: string;
  subject: string;
  body: string;
  html?: string;
  channel?: 'mail' | 'sms';
}

/** Queues mails at QUEUED_AT (as queueMail would, with the delivery columns set explicitly). */
async function queue(mails: Mail[]): Promise<number[]> {
  const ids: number[] = [];
  for (const mail of mails) {
    const { rows } = await first.query<{ id: number }>(
      `INSERT INTO mail_outbox (recipient, subject, body, html, channel, created_at, next_attempt_at) VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`,
      [mail.recipient, mail.subject, mail.body, mail.html ?? null, mail.channel ?? 'mail', QUEUED_AT.toISOString()],
    );
    ids.push(rows[0]!.id);
  }
  return ids;
}

const numbered = (count: number, channel: 'mail' | 'sms' = 'mail'): Mail[] =>
  Array.from({ length: count }, (_, i) => ({ recipient: `socio${i}@demo.club`, subject: `Mail ${i}`, body: `Tu código es ${100_000 + i}`, channel }));

interface Row {
  id: number;
  state: string;
  attempts: number;
  message_id: string | null;
  last_error: string | null;
  sent_at: Date | null;
}
const rows = async () => (await first.query<Row>('SELECT id, state, attempts, message_id, last_error, sent_at FROM mail_outbox ORDER BY id')).rows;

/** A sender as one server process runs it: its own transport to the test server, named `name` in its EHLO. */
function sender(name: string, db: Queryable = first): MailSender & { transport: SmtpTransport } {
  const transport = createSmtpTransport(`${smtp!.url}?name=${name}`);
  transports.push(transport);
  return { ...createMailSender({ db, transport, from: FROM, now, log }), transport };
}

/** Ticks, then moves the clock to the next attempt due, until nothing waits for one. */
async function tickUntilSettled(mailSender: MailSender): Promise<void> {
  for (;;) {
    await mailSender.tick();
    const { rows: next } = await first.query<{ at: Date | null }>(`SELECT min(next_attempt_at) AS at FROM mail_outbox WHERE state = 'queued' AND channel = 'mail'`);
    if (!next[0]?.at) return;
    clock = new Date(next[0].at);
  }
}

const messageIdOf = (received: ReceivedMail) => received.mail.messageId!;
/** How many times each Message-ID was accepted (answered 250). */
const acceptedTimes = () => {
  const times = new Map<string, number>();
  for (const received of smtp!.accepted) times.set(messageIdOf(received), (times.get(messageIdOf(received)) ?? 0) + 1);
  return times;
};

/** A series' value in a scrape of the metrics listener. */
async function scrapeValue(metrics: Server, series: string): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${(metrics.address() as AddressInfo).port}/metrics`)).text();
  return Number(text.match(new RegExp(`^${series.replace(/[{}]/g, '\\$&')} (\\d+)$`, 'm'))?.[1]);
}

describe('mail delivery over SMTP', () => {
  it('retries a relay that answers 451 for its first minute: each mail arrives once, whole, under one Message-ID', async () => {
    const attemptTimes: number[] = [];
    smtp = await startTestSmtpServer({
      data: (): SmtpAnswer => {
        attemptTimes.push((clock.getTime() - QUEUED_AT.getTime()) / 1000);
        return clock < later(QUEUED_AT, 60) ? { code: 451, text: '4.7.1 Greylisted, try again later' } : 'accept';
      },
    });
    const metrics = await listenForMetrics({ db: first, port: 0, host: '127.0.0.1', databaseReadMs: 0 });
    const sentBefore = await scrapeValue(metrics, 'club_mails_total{outcome="sent"}');
    const retriedBefore = await scrapeValue(metrics, 'club_mails_total{outcome="retried"}');
    const mails = [1, 2, 3].map((i) => ({
      recipient: `socio${i}@demo.club`,
      subject: `Tu código de alta ${i}`,
      body: `Tu código es 48213${i}`,
      html: `<p>Tu código es <strong>48213${i}</strong></p>`,
    }));
    await queue(mails);
    expect(await scrapeValue(metrics, 'club_mails_outbox{state="queued"}')).toBe(3);

    await tickUntilSettled(sender('a.test'));

    // Three attempts each: at 0 s (451), at 30 s (451), at 90 s (the backoff doubled): accepted.
    expect(attemptTimes).toEqual([0, 0, 0, 30, 30, 30, 90, 90, 90]);
    expect([...acceptedTimes().values()]).toEqual([1, 1, 1]);
    const stored = await rows();
    for (const [i, mail] of mails.entries()) {
      const accepted = smtp.accepted.filter((received) => received.mail.subject === mail.subject);
      expect(accepted).toHaveLength(1);
      const arrived = accepted[0]!.mail;
      expect(arrived.text?.trim()).toBe(mail.body);
      expect(arrived.html).toContain(mail.html);
      expect(arrived.from?.text).toBe('"Club Baloncesto Ribera" <abonos@cbribera.example>');
      expect(arrived.messageId).toMatch(/^<[0-9a-f-]{36}@cbribera\.example>$/);
      // The refused attempts carried the same Message-ID: a receiver can tell a resend.
      const attempts = smtp.received.filter((received) => received.mail.subject === mail.subject).map(messageIdOf);
      expect(attempts).toEqual([arrived.messageId, arrived.messageId, arrived.messageId]);
      expect(stored[i]).toMatchObject({ state: 'sent', attempts: 3, message_id: arrived.messageId, last_error: null, sent_at: clock });
    }
    expect(await scrapeValue(metrics, 'club_mails_total{outcome="sent"}')).toBe(sentBefore + 3);
    expect(await scrapeValue(metrics, 'club_mails_total{outcome="retried"}')).toBe(retriedBefore + 6);
    await new Promise((resolve) => metrics.close(resolve));
    expect(logged.some((line) => line.includes('mail sent'))).toBe(true);
    expect(logged.filter((line) => mails.some((mail) => line.includes(mail.body) || line.includes('48213')))).toEqual([]);
  });

  it('marks a mail refused with a 5xx failed, with the relay answer, and never sends it again', async () => {
    smtp = await startTestSmtpServer({
      rcptTo: (recipient) => (recipient === 'nadie@demo.club' ? { code: 550, text: '5.1.1 <nadie@demo.club>: no such user' } : 'accept'),
    });
    await queue([
      { recipient: 'nadie@demo.club', subject: 'Bienvenida', body: 'Hola' },
      { recipient: 'socio@demo.club', subject: 'Bienvenida', body: 'Hola' },
    ]);
    const a = sender('a.test');

    await a.tick();
    clock = later(clock, 24 * 3600);
    await a.tick();

    const [refused, sent] = await rows();
    expect(refused).toMatchObject({ state: 'failed', attempts: 1 });
    expect(refused!.last_error).toBe('550 5.1.1 <nadie@demo.club>: no such user');
    expect(sent).toMatchObject({ state: 'sent', attempts: 1 });
    expect(smtp.recipients.filter((recipient) => recipient === 'nadie@demo.club')).toHaveLength(1);
    expect(logged.some((line) => line.startsWith('mail refused for good') && line.includes(`"mailId":${refused!.id}`))).toBe(true);
  });

  it('gives up on a mail still refused 48 hours after it was queued, and never starts a send after that', async () => {
    const attemptTimes: number[] = [];
    smtp = await startTestSmtpServer({
      data: () => {
        attemptTimes.push(clock.getTime());
        return { code: 452, text: '4.3.1 Insufficient system storage' };
      },
    });
    await queue([{ recipient: 'socio@demo.club', subject: 'Código', body: 'Tu código es 555111' }]);

    await tickUntilSettled(sender('a.test'));

    const [row] = await rows();
    expect(row!.state).toBe('failed');
    expect(row!.last_error).toBe('not sent within 48 hours: 452 4.3.1 Insufficient system storage');
    expect(row!.attempts).toBe(attemptTimes.length);
    expect(Math.max(...attemptTimes)).toBeLessThan(later(QUEUED_AT, MAX_AGE_SECONDS).getTime());
    // 30 s doubling to an hour, then hourly: the last attempt is within the hour before the end.
    expect(Math.max(...attemptTimes)).toBeGreaterThan(later(QUEUED_AT, MAX_AGE_SECONDS - 3600).getTime());
    expect(clock.getTime()).toBeGreaterThanOrEqual(later(QUEUED_AT, MAX_AGE_SECONDS).getTime());
  });

  it('never sends an SMS row by mail', async () => {
    smtp = await startTestSmtpServer({});
    await queue([...numbered(2, 'sms'), { recipient: 'socio@demo.club', subject: 'Mail', body: 'Hola' }]);
    const a = sender('a.test');

    await a.tick();
    clock = later(clock, 7 * 24 * 3600);
    await a.tick();

    expect(smtp.recipients).toEqual(['socio@demo.club']);
    expect((await rows()).map(({ state, attempts }) => [state, attempts])).toEqual([
      ['queued', 0],
      ['queued', 0],
      ['sent', 1],
    ]);
  });

  it('signs with DKIM when configured: the domain and selector of the TXT record', async () => {
    smtp = await startTestSmtpServer({});
    const dir = await mkdtemp(join(tmpdir(), 'club-dkim-'));
    try {
      const keyFile = join(dir, 'dkim.pem');
      await writeFile(keyFile, generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }));
      const transport = createSmtpTransport(smtp.url, { domain: 'cbribera.example', selector: 'club2026', keyFile });
      transports.push(transport);
      await queue(numbered(1));

      await createMailSender({ db: first, transport, from: FROM, now, log }).tick();

      const signature = smtp.accepted[0]?.mail.headerLines.find((header) => header.key === 'dkim-signature')?.line ?? '';
      expect(signature).toMatch(/\bd=cbribera\.example;/);
      expect(signature).toMatch(/\bs=club2026;/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('two processes ticking at once send each of 30 mails once', async () => {
    smtp = await startTestSmtpServer({});
    await queue(numbered(30));

    await Promise.all([sender('a.test', first).tick(), sender('b.test', second).tick()]);

    const times = acceptedTimes();
    expect(times.size).toBe(30);
    expect([...times.values()].every((count) => count === 1)).toBe(true);
    expect((await rows()).every((row) => row.state === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('a process killed mid-send: another sends its mails once its claim has run out, each accepted once', async () => {
    let firstHeld!: () => void;
    const held = new Promise<void>((resolve) => (firstHeld = resolve));
    // Process A's DATA is never answered: it dies waiting for the answer.
    smtp = await startTestSmtpServer({
      data: (received) => {
        if (received.client !== 'a.test') return 'accept';
        firstHeld();
        return new Promise<never>(() => undefined);
      },
    });
    const ids = await queue(numbered(8));
    const killable = freezable(first);
    const a = sender('a.test', killable.db);
    const b = sender('b.test', second);

    void a.tick(); // never ends: A dies in it
    await held;
    // Killed: its connections to the relay cut, and no query of it reaches the database any more.
    killable.freeze();
    a.transport.close({ force: true });

    // A's claim still runs: B sends only what A had not claimed (A claims a batch of 5).
    await b.tick();
    expect((await rows()).map((row) => row.state)).toEqual([...Array(5).fill('sending'), ...Array(3).fill('sent')]);

    clock = later(clock, CLAIM_SECONDS + 1);
    await b.tick();

    const stored = await rows();
    expect(stored.map((row) => row.id)).toEqual(ids);
    expect(stored.every((row) => row.state === 'sent')).toBe(true);
    const times = acceptedTimes();
    expect(times.size).toBe(8);
    expect([...times.values()].every((count) => count === 1)).toBe(true);
    expect(smtp.accepted.every((received) => received.client === 'b.test')).toBe(true);
    // What A had started went out under the Message-ID A used.
    const startedByA = smtp.received.filter((received) => received.client === 'a.test').map(messageIdOf);
    expect(startedByA.length).toBeGreaterThan(0);
    for (const messageId of startedByA) expect(times.get(messageId)).toBe(1);
    expect(stored.slice(0, 5).every((row) => row.attempts === 2)).toBe(true);
  });

  it('stopping waits for the send in progress, then claims nothing more', async () => {
    let firstHeld!: () => void;
    const held = new Promise<void>((resolve) => (firstHeld = resolve));
    let answer!: (reply: SmtpAnswer) => void;
    smtp = await startTestSmtpServer({
      data: () => {
        firstHeld();
        return new Promise<SmtpAnswer>((resolve) => (answer = resolve));
      },
    });
    await queue(numbered(1));
    const started = startMailSender({ db: first, transport: createSmtpTransport(smtp.url), from: FROM, now, log, intervalSeconds: 3600 });
    await held;
    await queue(numbered(1)); // due, but queued after the claim: the stopping sender leaves it
    let stopped = false;
    const stopping = started.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);

    answer('accept');
    await stopping;

    expect((await rows()).map(({ state, attempts }) => [state, attempts])).toEqual([
      ['sent', 1],
      ['queued', 0],
    ]);
  });
});

/** A database handle that a "killed" process stops using: after freeze() its queries never return. */
function freezable(db: Queryable): { db: Queryable; freeze(): void } {
  let frozen = false;
  const never = new Promise<never>(() => undefined);
  return {
    db: {
      query: (sql, params) => (frozen ? never : db.query(sql, params)),
      exec: (sql) => (frozen ? never : db.exec(sql)),
    },
    freeze: () => void (frozen = true),
  };
}
