import { beforeEach, describe, expect, it, vi } from 'vitest';

type Done = (error: Error | null, key: Buffer) => void;
/** scrypt calls started and not yet answered: the test answers them one by one. */
const started: Done[] = [];

vi.mock('node:crypto', async (original) => ({
  ...(await original<typeof import('node:crypto')>()),
  scrypt: (_password: string, _salt: Buffer, length: number, _options: object, done: Done) => started.push((error) => done(error, Buffer.alloc(length))),
}));

const { hashPassword, verifyPassword } = await import('./password.ts');

/** Lets every promise callback queued so far run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('scrypt derivations at once', () => {
  beforeEach(() => {
    started.length = 0;
  });

  it('runs one at a time; the others start, in order, as each ends', async () => {
    const hashes = Array.from({ length: 3 }, () => hashPassword('pw'));
    await settle();
    expect(started).toHaveLength(1);

    started[0]!(null, Buffer.alloc(0));
    await settle();
    expect(started).toHaveLength(2);

    started[1]!(null, Buffer.alloc(0));
    await settle();
    expect(started).toHaveLength(3);

    started[2]!(null, Buffer.alloc(0));
    await expect(Promise.all(hashes)).resolves.toHaveLength(3);
  });

  it('frees the slot of a derivation that fails', async () => {
    const stored = ['scrypt', 1024, 8, 1, Buffer.alloc(16).toString('base64'), Buffer.alloc(64).toString('base64')].join('$');
    const checks = Array.from({ length: 2 }, () => verifyPassword('pw', stored));
    await settle();
    expect(started).toHaveLength(1);

    started[0]!(new Error('out of memory'), Buffer.alloc(0));
    await settle();
    expect(started).toHaveLength(2);
    started[1]!(null, Buffer.alloc(0));
    await expect(Promise.all(checks)).resolves.toEqual([false, true]);
  });
});
