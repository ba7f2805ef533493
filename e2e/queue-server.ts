/** The fourth e2e server: the queue tracker on, one buyer at a time, permissions this long. */
export const QUEUE_E2E = {
  // Long enough that a loaded machine finishes the first test's checks (axe, a reload) inside one
  // permission: with someone waiting, an ended permission is never renewed. The test that watches
  // one end ends it through the test controls rather than waiting.
  permissionSeconds: 30,
  /** A client build of its own, made with VITE_TRACKER_ENABLED=true (the others are built without). */
  distDir: 'dist-queue',
} as const;

export const queueBaseUrl = `http://127.0.0.1:${process.env.E2E_QUEUE_PORT}`;

/** A test control of the queue server (TEST_CONTROLS=on, server/ops/test-controls.ts). */
async function control(path: string, body?: object): Promise<void> {
  const response = await fetch(`${queueBaseUrl}/test-controls/queue/${path}`, {
    method: 'POST',
    ...(body ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  if (response.status !== 204) throw new Error(`test control ${path}: ${response.status} ${await response.text()}`);
}

/** Moves the sale's opening, as an operator restarting the server with another QUEUE_OPENS_AT would. */
export const moveOpening = (opensAt: Date) => control('opening', { opensAt: opensAt.toISOString() });

/** Ends every permission in the line now, as if its time had run out on the server. */
export const endPermissions = () => control('permissions/end');
