/**
 * Global setup of each 'visual' browser instance (one per width), in node.
 * First: on a machine where the pinned Chromium cannot run, the runner stops with the reason;
 * elsewhere the pinned Chromium is unpacked if it is not yet (scripts/visual-chromium.ts).
 * Before the run: the previous run's diff images of this width are removed.
 * After a run of every story file: baselines whose story no longer exists (renamed, deleted) are
 * listed, and removed when baselines are being written (`npm run test:visual:update`).
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { platform } from 'node:os';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { visualChromiumUnsupported } from '../scripts/visual-chromium-support.mjs';
import { unpackVisualChromium } from '../scripts/visual-chromium';
import { VISUAL_BASELINES, VISUAL_DIFFS, visualFile } from './visual.paths';

export default function setup(project: TestProject) {
  // Runs before the browsers start: where the pinned Chromium cannot run, say so and compare
  // nothing; otherwise unpack it on first use.
  const unsupported = visualChromiumUnsupported();
  if (unsupported) throw new Error(`The visual runner was not run: ${unsupported}.`);
  unpackVisualChromium(project.config.root);
  const { root, browser } = project.config;
  const width = browser.viewport.width;
  rmSync(resolve(root, VISUAL_DIFFS, String(width)), { recursive: true, force: true });

  return async () => {
    const files = project.vitest.state.getFiles().filter((file) => file.projectName === project.name);
    const { testFiles } = await project.globTestFiles();
    const fullRun = files.length === testFiles.length && !project.vitest.config.testNamePattern;
    const dir = resolve(root, VISUAL_BASELINES, String(width));
    if (!fullRun || !existsSync(dir)) return;

    // Every story that ran at this width, passed or failed; not those pinned to the other width (skipped).
    const expected = new Set<string>();
    const visit = (tasks: (typeof files)[number]['tasks']) => {
      for (const task of tasks) {
        if (task.type === 'suite') visit(task.tasks);
        else if (typeof task.meta.storyId === 'string' && task.result?.state !== 'skip') {
          expected.add(visualFile(root, VISUAL_BASELINES, width, task.meta.storyId, browser.name, platform()));
        }
      }
    };
    for (const file of files) visit(file.tasks);

    const orphans = readdirSync(dir)
      .map((name) => resolve(dir, name))
      .filter((path) => path.endsWith(`-${browser.name}-${platform()}.png`) && !expected.has(path));
    if (orphans.length === 0) return;
    const update = project.vitest.config.snapshotOptions.updateSnapshot === 'all';
    for (const path of orphans) if (update) rmSync(path);
    console.warn(
      `[visual ${width}] ${orphans.length} baseline(s) without a story ${update ? 'removed' : '(run npm run test:visual:update to remove them)'}:\n` +
        orphans.map((path) => `  ${path}`).join('\n'),
    );
  };
}
