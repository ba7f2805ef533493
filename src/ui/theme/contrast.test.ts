import { describe, expect, it } from 'vitest';
import { CONTRAST_PAIRS, contrastRatio } from './contrast';
import { themes } from './themes';

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#fff', '#000', 21],
    ['#c2410c', '#c2410c', 1],
    ['rgb(119, 119, 119)', '#ffffff', 4.48],
  ])('%s on %s is %d:1', (foreground, background, ratio) => {
    expect(contrastRatio(foreground, background)).toBeCloseTo(ratio, 2);
  });
});

// Every theme, every pair the kit uses: a theme with an unreadable pair fails here, not in review.
describe.each(Object.entries(themes))('theme %s', (_name, theme) => {
  it.each(CONTRAST_PAIRS)('$foreground on $background ≥ $minimum:1 ($use)', ({ foreground, background, minimum }) => {
    expect(contrastRatio(theme.color[foreground], theme.color[background])).toBeGreaterThanOrEqual(minimum);
  });
});
