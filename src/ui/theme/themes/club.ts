import type { Theme } from './theme';

/**
 * Club Baloncesto Ribera, the default theme (on :root, so a page without data-theme gets it).
 * Colour pairs are chosen for WCAG AA (checked by contrast.test.ts for every theme).
 */
export const clubTheme: Theme = {
  color: {
    brand: '#c2410c',
    brandStrong: '#9a3412',
    onBrand: '#ffffff',
    text: '#1c1917',
    textMuted: '#57534e',
    background: '#ffffff',
    surface: '#ffffff',
    surfaceAlt: '#f5f5f4',
    border: '#d6d3d1',
    inverseBackground: '#1c1917',
    inverseText: '#fafaf9',
    inverseTextMuted: '#d6d3d1',
    focus: '#1d4ed8',
    focusInverse: '#facc15',
    danger: '#b91c1c',
    success: '#15803d',
    warning: '#a16207',
    info: '#1d4ed8',
    overlay: 'rgba(28, 25, 23, 0.6)',
    // Against the map's surfaceAlt: available, current and selected ≥ 4.5:1; sold seats are
    // deliberately faint (not actionable) and "not at this price" is a ring.
    seatAvailable: '#15803d',
    seatTaken: '#a8a29e',
    seatCurrent: '#1d4ed8',
    seatUnavailable: '#57534e',
    seatSelected: '#c2410c',
  },
  space: {
    none: '0',
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
  },
  radius: { none: '0', sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  font: {
    body: '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    // Condensed system faces first: while Barlow is not there (first visit, see fonts.css) headings keep their width.
    heading:
      '"Barlow Condensed", "Arial Narrow", "Avenir Next Condensed", "Roboto Condensed", "DejaVu Sans Condensed", "Liberation Sans Narrow", system-ui, sans-serif',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.5rem',
    xxl: '2rem',
    display: '2.75rem',
  },
  fontWeight: { regular: '400', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.2', normal: '1.5' },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.08)',
    md: '0 4px 12px rgba(0, 0, 0, 0.12)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.18)',
  },
  motion: { fast: '150ms', normal: '200ms', slow: '400ms' },
  zIndex: { header: '100', cookieNotice: '200', overlay: '300', modal: '400', loader: '500' },
  layout: { maxWidth: '1200px', headerHeight: '4rem' },
};
