import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import boundaries from 'eslint-plugin-boundaries';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

/**
 * The dependency rule of ARCHITECTURE.md, enforced:
 *   api ← lib ← features/* ← app;  ui imports only ui;  server imports only api;
 *   a feature never imports another feature.
 * Two exceptions: the theme values (src/ui/theme/themes, plain data, no CSS or React) are also read
 * by lib, whose configuration (VITE_THEME) must name only themes that exist; and the arena's
 * geometry and seeded random (src/api/arena, plain TypeScript that imports nothing else) are read by
 * the kit too, so its generated stadiums and the server's demo arena are drawn by the same code;
 * and the HTML policy (src/api/html-policy) is applied by ui's HtmlContent and by the server alike;
 * and the table of app paths (src/api/app-paths, which imports nothing) gives the kit's sign-up
 * steps bar the routes it marks, as it gives them to the route table and the server.
 */
const boundaryElements = [
  // Before 'api': the first matching element wins.
  { type: 'arena', pattern: 'src/api/arena' },
  { type: 'html-policy', pattern: 'src/api/html-policy' },
  { type: 'app-paths', pattern: 'src/api/app-paths' },
  { type: 'api', pattern: 'src/api' },
  { type: 'lib', pattern: 'src/lib' },
  // Before 'ui': the first matching element wins.
  { type: 'themes', pattern: 'src/ui/theme/themes' },
  { type: 'ui', pattern: 'src/ui' },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'app', pattern: 'src/app' },
  { type: 'server', pattern: 'server' },
];

const allowed = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'dist-server', 'dist-queue', '.tmp', 'storybook-static', 'node_modules', '.data', 'test-results', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling text region must be focusable so keyboard users can scroll it (axe scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'], tags: [] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': boundaryElements,
      // Node resolution with TypeScript extensions is enough: the project uses relative imports only.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            allowed('arena', ['arena']),
            allowed('html-policy', []),
            allowed('app-paths', []),
            allowed('api', ['api', 'arena', 'html-policy', 'app-paths']),
            allowed('lib', ['lib', 'api', 'arena', 'themes', 'app-paths']),
            allowed('themes', ['themes', 'ui']),
            allowed('ui', ['ui', 'themes', 'arena', 'html-policy', 'app-paths']),
            allowed('app', ['app', 'feature', 'lib', 'api', 'arena', 'ui', 'themes', 'app-paths']),
            allowed('server', ['server', 'api', 'arena', 'themes', 'html-policy', 'app-paths']),
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: [
                  { element: { types: { anyOf: ['lib', 'api', 'arena', 'ui', 'themes', 'app-paths'] } } },
                  { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } },
                ],
              },
            },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
