import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { readStored, writeStored } from './storage';

const schema = z.object({ firstStep: z.boolean() });

afterEach(() => vi.restoreAllMocks());

describe('validated local storage', () => {
  it('round-trips a valid value', () => {
    expect(writeStored('partner', { firstStep: true })).toBe(true);
    expect(readStored('partner', schema)).toEqual({ firstStep: true });
  });

  it.each(['not json', '{"firstStep":"yes"}', 'null', '[]'])('discards garbage %s with a warning', (raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('partner', raw);
    expect(readStored('partner', schema)).toBeUndefined();
    expect(localStorage.getItem('partner')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('reads a blocked storage as absent', () => {
    const blocked = { getItem: () => { throw new Error('SecurityError'); } } as unknown as Storage;
    expect(readStored('partner', schema, blocked)).toBeUndefined();
  });

  it('reports a refused write', () => {
    const full = { setItem: () => { throw new Error('QuotaExceededError'); } } as unknown as Storage;
    expect(writeStored('partner', { firstStep: true }, full)).toBe(false);
  });
});
