import type { PassSlug } from './campaign';

/** The six testimonials: `TESTIMONIALS.ITEMS.<n>.NAME` / `.QUOTE` keys, the pass they hold and a portrait. */
export const TESTIMONIALS: readonly { id: string; pass: PassSlug; image: string }[] = [
  { id: '1', pass: 'adulto', image: '/img/campaign/testimonio-1.svg' },
  { id: '2', pass: 'oro', image: '/img/campaign/testimonio-2.svg' },
  { id: '3', pass: 'joven', image: '/img/campaign/testimonio-3.svg' },
  { id: '4', pass: 'familiar', image: '/img/campaign/testimonio-4.svg' },
  { id: '5', pass: 'femenino', image: '/img/campaign/testimonio-5.svg' },
  { id: '6', pass: 'abono-club', image: '/img/campaign/testimonio-6.svg' },
];
