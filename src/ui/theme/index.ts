/** Design tokens; style files (`*.css.ts`) outside the kit import them from here. */
export { vars, breakpoints, mediaQuery, onInverse } from './contract.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { selectControl } from './controls.css';
