import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// Test files share their worker's jsdom (isolate: false in vitest.config.ts: a new jsdom per file
// was most of this runner's time). So each file imports the app's modules afresh (their stores,
// caches and i18n instance start empty) and leaves no storage, cookies, fake timers, mocks or
// stubs behind. Checked with files and tests in random order (--sequence.shuffle.files).
vi.resetModules();

// findBy and waitFor wait for what the page promises; 1 s (the default) is missed on a loaded machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  if (typeof window === 'undefined') return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
