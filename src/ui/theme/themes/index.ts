// Extensions and index.ts written out: vite.config.ts loads this folder (through lib/env-schema.ts).
import { alamedaTheme } from './alameda.ts';
import { clubTheme } from './club.ts';
import type { Theme } from './theme.ts';

export type { Theme } from './theme.ts';

/**
 * Every theme by the name `<html data-theme>` selects it with. Plain data (no CSS): themes.css.ts
 * registers them, the configuration (VITE_THEME), the contrast test and the foundations read them.
 * A new theme is its file plus one line here.
 */
export const themes = {
  club: clubTheme,
  alameda: alamedaTheme,
} as const satisfies Record<string, Theme>;

export type ThemeName = keyof typeof themes;

/** The club's own theme: on :root, so it applies while no data-theme is set. */
export const DEFAULT_THEME: ThemeName = 'club';

export const themeNames = Object.keys(themes) as [ThemeName, ...ThemeName[]];
