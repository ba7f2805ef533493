import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { DEFAULT_THEME, themes } from './themes';

/**
 * Every theme as CSS: the default on :root, each other one on `:root[data-theme="<name>"]`
 * (more specific, so it wins when the attribute selects it).
 */
for (const [name, values] of Object.entries(themes)) {
  createGlobalTheme(name === DEFAULT_THEME ? ':root' : `:root[data-theme="${name}"]`, vars, values);
}
