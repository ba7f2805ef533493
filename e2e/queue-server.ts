/** The fourth e2e server: the queue tracker on, one buyer at a time, permissions this long. */
export const QUEUE_E2E = {
  // Long enough that a loaded machine finishes the first test's checks (axe, a reload) inside one
  // permission: with someone waiting, an ended permission is never renewed.
  permissionSeconds: 30,
  /** A client build of its own, made with VITE_TRACKER_ENABLED=true (the others are built without). */
  distDir: 'dist-queue',
} as const;

export const queueBaseUrl = `http://127.0.0.1:${process.env.E2E_QUEUE_PORT}`;
