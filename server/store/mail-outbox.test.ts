import { mkdtempSync, readFileSync } from 'node:fs';
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
    await queueMail(db as never, { recipient: 'a@demo.club', subject: 'Uno', body: 'sin espejo' });
    mirrorMailsTo(file);
    await queueMail(db as never, { recipient: 'b@demo.club', subject: 'Dos', body: 'https://x/y' });
    expect(inserted).toHaveLength(2);
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, string>);
    expect(lines).toEqual([expect.objectContaining({ recipient: 'b@demo.club', subject: 'Dos', body: 'https://x/y' })]);
  });
});
