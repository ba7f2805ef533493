/** js-yaml (installed with ESLint) has no types of its own; deploy.test.ts parses compose.yaml with it. */
declare module 'js-yaml' {
  export function load(text: string): unknown;
}
