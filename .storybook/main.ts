import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook for the kit, the shell and the page views. The project's vite.config.ts (React and
 * vanilla-extract plugins) is picked up by the react-vite framework, so stories build exactly as
 * the app does. Stories never touch the network: see the decorators in preview.tsx.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
};

export default config;
