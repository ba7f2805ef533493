import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('scrypt password hashes', () => {
  it('stores scheme, cost, salt and key in one string', async () => {
    const hash = await hashPassword('Demo2526!');
    const [scheme, n, r, p, salt, key, ...rest] = hash.split('$');
    expect(rest).toEqual([]);
    expect([scheme, n, r, p]).toEqual(['scrypt', '32768', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(64);
    expect(hash).not.toContain('Demo2526!');
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('Demo2526!');
    await expect(verifyPassword('Demo2526!', hash)).resolves.toBe(true);
    await expect(verifyPassword('demo2526!', hash)).resolves.toBe(false);
    await expect(verifyPassword('', hash)).resolves.toBe(false);
  });

  it('salts each hash, so equal passwords give different hashes', async () => {
    const [first, second] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(first).not.toBe(second);
    await expect(verifyPassword('same', second)).resolves.toBe(true);
  });

  it('reads the cost from the stored hash (a cheaper legacy hash still verifies)', async () => {
    const strong = await hashPassword('pw');
    const [, , , , salt] = strong.split('$');
    const { scryptSync } = await import('node:crypto');
    const legacyKey = scryptSync('pw', Buffer.from(salt ?? '', 'base64'), 64, { N: 1024, r: 8, p: 1 });
    const legacy = ['scrypt', 1024, 8, 1, salt, legacyKey.toString('base64')].join('$');
    await expect(verifyPassword('pw', legacy)).resolves.toBe(true);
  });

  it('returns false, never throws, for malformed or tampered hashes', async () => {
    const hash = await hashPassword('pw');
    const parts = hash.split('$');
    const tamperedKey = Buffer.from(parts[5] ?? '', 'base64');
    tamperedKey[0] = (tamperedKey[0] ?? 0) ^ 1;
    const tampered = [...parts.slice(0, 5), tamperedKey.toString('base64')].join('$');
    for (const stored of ['', 'plain-text', 'bcrypt$x', hash.replace('$32768$', '$1000$'), `${hash}$extra`, tampered]) {
      await expect(verifyPassword('pw', stored)).resolves.toBe(false);
    }
  });
});
