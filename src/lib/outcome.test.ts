import { describe, expect, it } from 'vitest';
import { ApiError } from './http';
import { answered, judged, outcomeOf, type OutcomeRow } from './outcome';

const refusal = (status: number, code: string | null = null, message: string | null = null) => new ApiError('http', 'groups/1', status, code, message, 30);

const ROWS: OutcomeRow<string>[] = [
  { status: 409, code: 'taken', outcome: 'taken' },
  { status: 409, outcome: 'conflict' },
  { code: null, message: 'old text', outcome: 'said in the message' },
  { status: 429, outcome: (error) => `wait ${error.retryAfterSeconds}` },
];

describe('outcomes', () => {
  it('tells a judged refusal from what was never judged', () => {
    expect(judged(refusal(404))).toBe(true);
    expect(judged(refusal(503))).toBe(false);
    expect(judged(new ApiError('network', 'groups/1'))).toBe(false);
    expect(judged(new ApiError('invalid-response', 'groups/1', 200))).toBe(false);
    expect(judged(new Error('boom'))).toBe(false);
  });

  it('answered matches the status, and the code when one is given', () => {
    expect(answered(refusal(409, 'taken'), 409)).toBe(true);
    expect(answered(refusal(409, 'taken'), 409, 'taken')).toBe(true);
    expect(answered(refusal(409, 'other'), 409, 'taken')).toBe(false);
    expect(answered(refusal(404), 409)).toBe(false);
    expect(answered(new ApiError('timeout', 'groups/1'), 409)).toBe(false);
  });

  it('reads the first row that matches, in order, or the default', () => {
    expect(outcomeOf(refusal(409, 'taken'), ROWS, 'default')).toBe('taken');
    expect(outcomeOf(refusal(409, 'other'), ROWS, 'default')).toBe('conflict');
    expect(outcomeOf(refusal(400, null, 'old text'), ROWS, 'default')).toBe('said in the message');
    expect(outcomeOf(refusal(400, 'a-code', 'old text'), ROWS, 'default')).toBe('default');
    expect(outcomeOf(refusal(429), ROWS, 'default')).toBe('wait 30');
    expect(outcomeOf(refusal(400), ROWS, 'default')).toBe('default');
  });

  it('gives the default when nothing was judged, whatever the rows', () => {
    expect(outcomeOf(refusal(500), [{ outcome: 'any refusal' }], 'default')).toBe('default');
    expect(outcomeOf(new ApiError('network', 'groups/1'), [{ outcome: 'any refusal' }], 'default')).toBe('default');
  });
});
