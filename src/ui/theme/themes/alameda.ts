import type { Theme } from './theme';

/**
 * Club Deportivo Alameda, a second club: green and white, serif headings, squarer corners.
 * Only system faces, so it needs no font file (nothing to download, nothing to self-host).
 */
export const alamedaTheme: Theme = {
  color: {
    brand: '#15803d',
    brandStrong: '#166534',
    onBrand: '#ffffff',
    text: '#0f1f17',
    textMuted: '#4a5a51',
    background: '#ffffff',
    surface: '#ffffff',
    surfaceAlt: '#f0f7f2',
    border: '#c3d6c9',
    inverseBackground: '#0b3d24',
    inverseText: '#ffffff',
    inverseTextMuted: '#cfe6d7',
    focus: '#6d28d9',
    focusInverse: '#fde047',
    danger: '#b91c1c',
    success: '#047857',
    warning: '#a16207',
    info: '#1d4ed8',
    overlay: 'rgba(11, 61, 36, 0.6)',
    // Selected must not look like available (both would be green): purple for the chosen seat.
    seatAvailable: '#15803d',
    seatTaken: '#a3aca6',
    seatCurrent: '#1d4ed8',
    seatUnavailable: '#4a5a51',
    seatSelected: '#7e22ce',
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
  radius: { none: '0', sm: '2px', md: '3px', lg: '6px', pill: '999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'Georgia, Cambria, "Times New Roman", "DejaVu Serif", serif',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.5rem',
    xxl: '2rem',
    display: '2.5rem',
  },
  fontWeight: { regular: '400', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  shadow: {
    sm: '0 1px 2px rgba(11, 61, 36, 0.1)',
    md: '0 4px 12px rgba(11, 61, 36, 0.14)',
    lg: '0 12px 32px rgba(11, 61, 36, 0.2)',
  },
  motion: { fast: '150ms', normal: '200ms', slow: '400ms' },
  zIndex: { header: '100', cookieNotice: '200', overlay: '300', modal: '400', loader: '500' },
  layout: { maxWidth: '1200px', headerHeight: '4rem' },
};
