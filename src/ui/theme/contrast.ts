import type { Theme } from './themes/theme';

/**
 * WCAG 2.2 contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio): the pairs of colour
 * tokens the kit puts one on the other, and the ratio each pair must reach. The foundations page
 * shows them and a test checks them for every theme, so a theme cannot ship an unreadable pair.
 */
export type ColorToken = keyof Theme['color'];

export interface ContrastPair {
  foreground: ColorToken;
  background: ColorToken;
  /** 4.5 for body text (1.4.3), 3 for large text and for controls, focus rings and map marks (1.4.11). */
  minimum: 4.5 | 3;
  /** Where the pair is used, for the reader of the foundations page. */
  use: string;
}

export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  { foreground: 'text', background: 'background', minimum: 4.5, use: 'Body text' },
  { foreground: 'text', background: 'surfaceAlt', minimum: 4.5, use: 'Text on tinted panels' },
  { foreground: 'textMuted', background: 'background', minimum: 4.5, use: 'Hints and secondary text' },
  { foreground: 'textMuted', background: 'surfaceAlt', minimum: 4.5, use: 'Secondary text on tinted panels' },
  { foreground: 'brand', background: 'background', minimum: 4.5, use: 'Links and outlined buttons' },
  { foreground: 'onBrand', background: 'brand', minimum: 4.5, use: 'Primary button text' },
  { foreground: 'onBrand', background: 'brandStrong', minimum: 4.5, use: 'Primary button text, hovered' },
  { foreground: 'inverseText', background: 'inverseBackground', minimum: 4.5, use: 'Footer and dark bands' },
  { foreground: 'inverseTextMuted', background: 'inverseBackground', minimum: 4.5, use: 'Secondary text in the footer' },
  { foreground: 'danger', background: 'background', minimum: 4.5, use: 'Error messages' },
  { foreground: 'success', background: 'background', minimum: 4.5, use: 'Success messages' },
  { foreground: 'warning', background: 'background', minimum: 4.5, use: 'Warnings' },
  { foreground: 'info', background: 'background', minimum: 4.5, use: 'Information' },
  { foreground: 'focus', background: 'background', minimum: 3, use: 'Focus ring' },
  { foreground: 'focusInverse', background: 'inverseBackground', minimum: 3, use: 'Focus ring on dark bands' },
  { foreground: 'seatAvailable', background: 'surfaceAlt', minimum: 3, use: 'Free seat on the map' },
  { foreground: 'seatCurrent', background: 'surfaceAlt', minimum: 3, use: 'Own seat on the map' },
  { foreground: 'seatSelected', background: 'surfaceAlt', minimum: 3, use: 'Chosen seat on the map' },
  { foreground: 'seatUnavailable', background: 'surfaceAlt', minimum: 3, use: 'Seat not at this price' },
];

/** [r, g, b] in 0–255 from `#rgb`, `#rrggbb` or `rgb()/rgba()` (alpha ignored: tokens in pairs are opaque). */
export function parseColor(color: string): [number, number, number] {
  const value = color.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as [number, number, number];
  }
  const rgb = /^rgba?\(\s*(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)/.exec(value);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`Not a colour this check reads: ${color}`);
}

function luminance(color: string): number {
  const [r, g, b] = parseColor(color).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
