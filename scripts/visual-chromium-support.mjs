/**
 * Whether the visual runner's pinned Chromium (@sparticuz/chromium, a Linux x64 build) can run
 * here. Plain JavaScript: scripts/test-all.mjs asks before it starts the runner.
 * @returns {string | undefined} undefined when it can, otherwise why not (one line).
 */
export function visualChromiumUnsupported(platform = process.platform, arch = process.arch) {
  if (platform === 'linux' && arch === 'x64') return undefined;
  return `its pinned Chromium (@sparticuz/chromium) is built for linux/x64 only, and this machine is ${platform}/${arch}`;
}
