/**
 * Runs `tick` at once and then every `intervalSeconds`, never two at a time in this process, on
 * timers that do not keep the process alive (the scheduled jobs: second payments, mail delivery).
 * `tick` handles its own failures: the next one tries again. `stop()` clears the timers and waits
 * for a tick in progress (graceful shutdown).
 */
export function runEvery(intervalSeconds: number, tick: () => Promise<void>): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= tick().finally(() => (running = null));
  };
  const first = setTimeout(run, 0);
  const timer = setInterval(run, intervalSeconds * 1000);
  first.unref();
  timer.unref();
  return {
    stop: async () => {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
