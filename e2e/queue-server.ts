/** The fourth e2e server: the queue tracker on, one buyer at a time, permissions this long. */
export const QUEUE_E2E = {
  permissionSeconds: 12,
  /** A client build of its own, made with VITE_TRACKER_ENABLED=true (the others are built without). */
  distDir: 'dist-queue',
} as const;

export const queueBaseUrl = `http://127.0.0.1:${process.env.E2E_QUEUE_PORT}`;
