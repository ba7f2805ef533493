/**
 * Setup file of the 'server' runner, whose files share a worker (isolate: false in
 * vitest.config.ts): each file imports the server's own modules afresh, so no module state
 * (caches, limits counted in memory) carries over from the file before. Libraries stay loaded.
 */
import { vi } from 'vitest';

vi.resetModules();
