import { rgb, type RGB } from 'pdf-lib';
import { clubTheme } from '../../src/ui/theme/themes/club.ts';

/** Who publishes the documents, and how to reach the season-ticket office. */
export const CLUB = {
  name: 'Club Baloncesto Ribera',
  shortName: 'CB\u00a0Ribera', // a no-break space: never split across lines
  email: 'abonos@cbribera.example',
  phone: '+34 948 000 000',
  venue: 'Pabellón Ribera',
  address: 'Av. del Ebro 1, 31500 Tudela',
} as const;

/** "+34 948 000 000" → "tel:+34948000000". */
export const phoneUri = (phone: string): string => `tel:${phone.replace(/\s+/g, '')}`;

function hex(value: string): RGB {
  const n = Number.parseInt(value.slice(1), 16);
  return rgb(((n >> 16) & 0xff) / 255, ((n >> 8) & 0xff) / 255, (n & 0xff) / 255);
}

/**
 * The club theme's colours (src/ui/theme/themes/club.ts), read from the theme itself. Same pairs,
 * same contrast: text on white and white on brand are both above 4.5:1.
 */
const { color } = clubTheme;
export const palette = {
  brand: hex(color.brand),
  brandStrong: hex(color.brandStrong),
  onBrand: hex(color.onBrand),
  // A tint for panels that only the documents use (the site has no such token).
  brandSoft: hex('#fff7ed'),
  text: hex(color.text),
  textMuted: hex(color.textMuted),
  surfaceAlt: hex(color.surfaceAlt),
  border: hex(color.border),
} as const;
