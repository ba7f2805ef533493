import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/** vite-plugin-pwa's plugins (the app's service worker): nothing for Storybook to build. */
const isOfflineAppPlugin = (plugin: PluginOption) =>
  !!plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name.startsWith('vite-plugin-pwa');

/**
 * Storybook for the kit, the shell and the page views. The project's vite.config.ts (React and
 * vanilla-extract plugins) is picked up by the react-vite framework, so stories build exactly as
 * the app does. Stories never touch the network: see the decorators in preview.tsx.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({ ...viteConfig, plugins: (viteConfig.plugins ?? []).flat(Infinity as 1).filter((plugin) => !isOfflineAppPlugin(plugin)) }),
  typescript: {
    // Props tables read the components' TypeScript props, descriptions from their doc comments
    // (react-docgen, the default, misses props typed in another file, e.g. TextFieldProps).
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // The kit's own props only: not the hundreds of HTML attributes a button or an input accepts.
      propFilter: (prop) => !prop.parent || !prop.parent.fileName.includes('node_modules'),
    },
  },
};

export default config;
