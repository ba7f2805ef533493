import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor wait for what the page promises; 1 s (the default) is missed on a loaded machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  if (typeof window === 'undefined') return;
  cleanup();
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
