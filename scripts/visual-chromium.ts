/**
 * The Chromium that takes the visual runner's screenshots: @sparticuz/chromium, pinned to one
 * version in package-lock.json, so a baseline means the same pixels on every Linux x64 machine
 * whatever Chromium (if any) the machine has installed. Why: .storybook/README.md, "Visual tests".
 *
 * The package ships the browser compressed; the visual runner's global setup unpacks it once
 * into node_modules/.cache/visual-chromium/<version>/ (a new version gets a new folder, and
 * `npm ci` starts afresh), so loading Vitest's config for the other runners costs nothing. Fonts: the browser reads only the fonts.conf written there, which lists only the
 * fonts shipped in the package, so the machine's fontconfig never changes a capture (the pages'
 * own faces are self-hosted @font-face).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { visualChromiumUnsupported } from './visual-chromium-support.mjs';

const PACKAGE = '@sparticuz/chromium';

export type VisualChromium = { executablePath: string; env: Record<string, string> } | { unsupported: string };

/** The folder the pinned version is unpacked into. */
function browserDir(root: string): string {
  const { version } = JSON.parse(readFileSync(resolve(root, 'node_modules', PACKAGE, 'package.json'), 'utf8')) as { version: string };
  return resolve(root, 'node_modules/.cache/visual-chromium', version);
}

/** Where the pinned browser is (once unpacked), or why it cannot run on this machine. */
export function visualChromium(root = process.cwd()): VisualChromium {
  const unsupported = visualChromiumUnsupported();
  if (unsupported) return { unsupported };
  const dir = browserDir(root);
  return { executablePath: join(dir, 'chromium'), env: { FONTCONFIG_FILE: join(dir, 'fonts.conf') } };
}

/** Unpacks the pinned browser unless it already is (the visual runner's global setup, before any browser starts). */
export function unpackVisualChromium(root = process.cwd()): void {
  const dir = browserDir(root);
  if (!existsSync(join(dir, 'chromium'))) unpack(root, dir);
}

/**
 * The package's own unpacker writes into os.tmpdir(): it runs in a child process whose TMPDIR is
 * a staging folder, renamed into place when complete (two runners starting at once never see
 * half a browser).
 */
function unpack(root: string, dir: string): void {
  const staging = `${dir}.${process.pid}.partial`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    execFileSync(process.execPath, ['--input-type=module', '-e', `await (await import('${PACKAGE}')).default.executablePath();`], {
      cwd: root,
      env: { ...process.env, TMPDIR: staging },
      stdio: 'inherit',
    });
    writeFileSync(
      join(staging, 'fonts.conf'),
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${join(dir, 'fonts/fonts')}</dir>\n  <cachedir>${join(dir, 'fonts-cache')}</cachedir>\n</fontconfig>\n`,
    );
    try {
      renameSync(staging, dir);
    } catch (error) {
      // Another runner finished first: its copy is the same version.
      if (!existsSync(join(dir, 'chromium'))) throw error;
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
