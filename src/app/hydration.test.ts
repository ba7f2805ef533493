import { describe, expect, it } from 'vitest';
import { storedWorkIn, type PrerenderedState } from './hydration';

const state = (storedWork?: string[]): PrerenderedState => ({ language: 'es', loaderData: {}, app: { entry: '/assets/a.js', prefetch: [], storedWork } });

describe('storedWorkIn', () => {
  it('is true when one of the page\'s keys is stored, false otherwise', () => {
    localStorage.setItem('partner', '{}');
    expect(storedWorkIn(state(['partner']))).toBe(true);
    expect(storedWorkIn(state(['other']))).toBe(false);
    expect(storedWorkIn(state())).toBe(false);
    localStorage.removeItem('partner');
  });

  it('is false when the browser blocks storage', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    expect(storedWorkIn(state(['partner']), blocked)).toBe(false);
  });
});
