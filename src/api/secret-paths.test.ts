import { describe, expect, it } from 'vitest';
import { APP_PATHS } from './app-paths';
import { SECRET_PATH_PREFIXES } from './secret-paths';

describe('the secret path prefixes (kept apart: nginx reads them under plain Node)', () => {
  it.each(Object.values(APP_PATHS).filter((path) => /:(hash|token)\b/.test(path)))('cut %s before its secret', (path) => {
    const prefix = path.slice(0, path.indexOf(':'));
    expect(SECRET_PATH_PREFIXES).toContain(prefix);
  });
});
