import { existsSync } from 'node:fs';

/** Debian's Chromium (or CHROME_PATH): test tools may not download their own browser here. */
const chromiumPath = () => process.env.CHROME_PATH || '/usr/bin/chromium';

/** chromiumPath, or a clear error when nothing is there. */
export function chromiumExecutablePath(): string {
  const path = chromiumPath();
  if (!existsSync(path)) {
    throw new Error(`Chromium not found at ${path}: install it (apt-get install chromium) or set CHROME_PATH`);
  }
  return path;
}

/** Flags a root, closed-network, GPU-less machine needs. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/**
 * `checked: false` leaves the check to the launch (Playwright names the missing path): Vitest's
 * config loads it for every runner, and the runners that do not use it must start without it.
 */
export function chromiumLaunchOptions({ checked = true } = {}) {
  return { executablePath: checked ? chromiumExecutablePath() : chromiumPath(), args: chromiumArgs };
}

/**
 * Debian's headless-only build of the same Chromium (package chromium-headless-shell): it starts
 * no window system or GPU process. The e2e and docs runners use it when it is installed and no
 * CHROME_PATH is set (signup, private-faults and gate e2e: 90–93 s → 80–83 s; docs 33–34 s →
 * 28 s); everything else (the benches, Lighthouse) keeps the full browser.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

export function testChromiumLaunchOptions() {
  if (!process.env.CHROME_PATH && existsSync(HEADLESS_SHELL)) return { executablePath: HEADLESS_SHELL, args: chromiumArgs };
  return chromiumLaunchOptions();
}
