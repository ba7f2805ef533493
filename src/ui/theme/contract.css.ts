import { createThemeContract } from '@vanilla-extract/css';

/** Every design token a component may use; a theme fills it in (see themes/). */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandStrong: null,
    onBrand: null,
    text: null,
    textMuted: null,
    background: null,
    surface: null,
    surfaceAlt: null,
    border: null,
    inverseBackground: null,
    inverseText: null,
    inverseTextMuted: null,
    focus: null,
    /** The focus ring inside dark bands (footer, cookie notice, dark banners): ≥ 3:1 on inverseBackground. */
    focusInverse: null,
    danger: null,
    success: null,
    warning: null,
    info: null,
    overlay: null,
    /** Seat-map states; a seat's colour is one of its cues (shape is the other). */
    seatAvailable: null,
    seatTaken: null,
    seatCurrent: null,
    seatUnavailable: null,
    seatSelected: null,
  },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { none: null, sm: null, md: null, lg: null, pill: null },
  font: { body: null, heading: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, display: null },
  fontWeight: { regular: null, semibold: null, bold: null },
  lineHeight: { tight: null, normal: null },
  shadow: { sm: null, md: null, lg: null },
  /** Durations; the global reduced-motion rule (global.css.ts) cuts every one of them to nothing. */
  motion: { fast: null, normal: null, slow: null },
  zIndex: { header: null, cookieNotice: null, overlay: null, modal: null, loader: null },
  layout: { maxWidth: null, headerHeight: null },
});

/**
 * For a style whose background is `inverseBackground`: focus rings inside it use `focusInverse`,
 * which stays visible on the dark band. Spread into the band's style: `style({ ...onInverse, … })`.
 */
export const onInverse = { vars: { [vars.color.focus]: vars.color.focusInverse } };

/** Breakpoints of spec §9 (px), mobile first. Media queries cannot read CSS variables, so these are plain numbers. */
export const breakpoints = { sm: 530, md: 680, lg: 992, xl: 1200 } as const;

export const mediaQuery = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
