import { rgb, type RGB } from 'pdf-lib';

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
 * The club theme's colours (src/ui/theme/club.css.ts), copied because that file is a
 * vanilla-extract stylesheet Node cannot load. Same pairs, same contrast: text on white and
 * white on brand are both above 4.5:1.
 */
export const palette = {
  brand: hex('#c2410c'),
  brandStrong: hex('#9a3412'),
  onBrand: hex('#ffffff'),
  brandSoft: hex('#fff7ed'),
  text: hex('#1c1917'),
  textMuted: hex('#57534e'),
  surfaceAlt: hex('#f5f5f4'),
  border: hex('#d6d3d1'),
} as const;
