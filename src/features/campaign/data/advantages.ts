import { documents, PROMO_ROUTE } from './campaign';

/**
 * The club-pass advantages, in display order. Texts are `ADVANTAGES.ITEMS.<id>` keys
 * (interpolated with the campaign numbers); `href` items open in a new tab (spec §2).
 */
export interface AdvantageDefinition {
  id: 'FREE_SEAT' | 'GAMES' | 'RENEWAL' | 'SOCIAL' | 'BANK' | 'TELECOM';
  image: string;
  href?: string;
  /** Left out of the youth list (spec §2: isJoven drops "free seat choice"). */
  notForYouth?: boolean;
}

export const ADVANTAGES: readonly AdvantageDefinition[] = [
  { id: 'FREE_SEAT', image: '/img/campaign/ventaja-asiento.svg', notForYouth: true },
  { id: 'GAMES', image: '/img/campaign/ventaja-partidos.svg' },
  { id: 'RENEWAL', image: '/img/campaign/ventaja-descuento.svg' },
  { id: 'SOCIAL', image: '/img/campaign/ventaja-descuento.svg' },
  { id: 'BANK', image: '/img/campaign/ventaja-folleto.svg', href: documents.bankLeaflet },
  { id: 'TELECOM', image: '/img/campaign/ventaja-telefono.svg', href: PROMO_ROUTE },
];

/** The list for the club pass, or the reduced youth list. */
export function advantagesFor(isJoven: boolean): readonly AdvantageDefinition[] {
  return isJoven ? ADVANTAGES.filter((item) => !item.notForYouth) : ADVANTAGES;
}
