import { existsSync } from 'node:fs';

/** Debian's Chromium (or CHROME_PATH): test tools may not download their own browser here. */
export function chromiumExecutablePath(): string {
  const path = process.env.CHROME_PATH || '/usr/bin/chromium';
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

export function chromiumLaunchOptions() {
  return { executablePath: chromiumExecutablePath(), args: chromiumArgs };
}
