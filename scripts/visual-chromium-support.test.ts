import { describe, expect, it } from 'vitest';
import { visualChromiumUnsupported } from './visual-chromium-support.mjs';

describe('visualChromiumUnsupported', () => {
  it('lets the pinned Chromium run on Linux x64', () => {
    expect(visualChromiumUnsupported('linux', 'x64')).toBeUndefined();
  });

  it.each([
    ['linux', 'arm64'],
    ['darwin', 'arm64'],
    ['win32', 'x64'],
  ] as const)('says why not on %s/%s', (platform, arch) => {
    expect(visualChromiumUnsupported(platform, arch)).toBe(
      `its pinned Chromium (@sparticuz/chromium) is built for linux/x64 only, and this machine is ${platform}/${arch}`,
    );
  });
});
