import { defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import viteConfig from './vite.config';
import { chromiumLaunchOptions } from './scripts/chromium';

/** Three runners: unit (jsdom), server (node, embedded DB), storybook (every story in Chromium). */
export default defineConfig((env) =>
  mergeConfig(
  viteConfig(env),
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['src/**/*.test.{ts,tsx}'],
            environment: 'jsdom',
            setupFiles: ['./src/test/setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            include: ['server/**/*.test.ts'],
            environment: 'node',
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          test: {
            name: 'storybook',
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({ launchOptions: chromiumLaunchOptions() }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  }),
  ),
);
