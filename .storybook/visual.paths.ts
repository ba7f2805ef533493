/**
 * Where the visual runner keeps its images (node side: vitest.config.ts and the global setup).
 *
 *   stories/__visual__/<width>/<story id>-<browser>-<platform>.png       baselines, committed
 *   .vitest-attachments/visual/<width>/<story id>-diff-<browser>-<platform>.png (and -actual, -reference)
 *                                                                       a failing run's images, git-ignored
 *
 * The browser and platform suffix is Vitest's convention: pixels are only comparable with the
 * browser and OS that made the baseline (the pinned Chromium of scripts/visual-chromium.ts, on Linux).
 */
import { resolve } from 'node:path';

export const VISUAL_BASELINES = 'stories/__visual__';
export const VISUAL_DIFFS = '.vitest-attachments/visual';

/** File of one story at one width; `suffix` is '' for a baseline, '-diff', '-actual' or '-reference' for the rest. */
export function visualFile(root: string, dir: string, width: number | string, storyId: string, browserName: string, platform: string, suffix = '') {
  return resolve(root, dir, String(width), `${storyId}${suffix}-${browserName}-${platform}.png`);
}

/**
 * toMatchScreenshot's path resolver. The setup file names each capture "<width>/<component id>/<story name>"
 * (Vitest sanitises names and would fold the "--" of a story id); Vitest appends "-diff" etc. for the diff images.
 */
export function visualPathResolver(dir: string) {
  return ({ arg, root, browserName, platform }: { arg: string; root: string; browserName: string; platform: string }) => {
    const [width = '', componentId, storyName] = arg.split('/');
    return visualFile(root, dir, width, `${componentId}--${storyName}`, browserName, platform);
  };
}
