import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mirrorMailsTo, queueMail } from './mail-outbox.ts';

describe('mail outbox mirror (MAIL_OUTBOX_FILE)', () => {
  afterEach(() => mirrorMailsTo(null));

  it('appends each mail as a JSON line once a file is set, and stores it in the table either way', async () => {
    const inserted: unknown[][] = [];
    const db = { query: async (_sql: string, values: unknown[]) => (inserted.push(values), { rows: [] }) };
    const file = join(mkdtempSync(join(tmpdir(), 'outbox-')), 'mails.jsonl');
    await queueMail(db as never, { recipient: 'a@demo.club', subject: 'Uno', body: 'sin espejo', kind: 'test' });
    mirrorMailsTo(file);
    await queueMail(db as never, { recipient: 'b@demo.club', subject: 'Dos', body: 'https://x/y', kind: 'test' });
    expect(inserted).toHaveLength(2);
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, string>);
    expect(lines).toEqual([expect.objectContaining({ recipient: 'b@demo.club', subject: 'Dos', body: 'https://x/y', kind: 'test' })]);
  });

  it('keeps every line whole while several writers append at once, even lines over 512 KiB', async () => {
    const db = { query: async () => ({ rows: [] }) };
    const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    const file = join(dir, 'mails.jsonl');
    mirrorMailsTo(file);
    // Six writers (as many server processes, each its own descriptor), three big mails each.
    const writers = Array.from({ length: 6 }, async (_, writer) => {
      for (let mail = 0; mail < 3; mail += 1) {
        await queueMail(db as never, { recipient: `w${writer}@demo.club`, subject: String(mail), body: String(writer).repeat(600_000), kind: 'test' });
      }
    });
    await Promise.all(writers);
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    rmSync(dir, { recursive: true });
    const mails = lines.map((line) => JSON.parse(line) as { recipient: string; body: string });
    expect(mails).toHaveLength(18);
    for (const { recipient, body } of mails) expect(body).toBe(recipient.charAt(1).repeat(600_000));
  });
});
