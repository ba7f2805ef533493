import type { AreaCategory } from './arena-layout.ts';

/**
 * Season price in cents of an area per rol id (1 ADULT, 2 GOLD, 3–5 youth bands, 6 CHILD,
 * 7 INFANT). ECONOMY is the campaign's "from" price of spec §9: adult 240, gold 20 % less,
 * youth 147.50 / 160 / 170, child 50 %, under-7 25 €. A missing rol has no price there.
 */
const PRICES_BY_CATEGORY: Record<AreaCategory, Readonly<Record<number, number>>> = {
  ECONOMY: { 1: 24_000, 2: 19_200, 3: 14_750, 4: 16_000, 5: 17_000, 6: 12_000, 7: 2_500 },
  STANDARD: { 1: 30_000, 2: 24_000, 3: 18_450, 4: 20_000, 5: 21_250, 6: 15_000, 7: 2_500 },
  // Courtside tribunes: no youth prices, so the youth filters have something to hide.
  PREMIUM: { 1: 36_000, 2: 28_800, 6: 18_000, 7: 2_500 },
};

/** Rols whose prices are junior prices (rols.junior). */
const JUNIOR_ROL_IDS: ReadonlySet<number> = new Set([6, 7]);
/** The press box: no price for anyone, so it is never offered (spec §5). */
export const UNPRICED_AREA_IDS: ReadonlySet<number> = new Set([101]);
/** Upper corners are for adults only: no junior prices. */
const ADULTS_ONLY_AREA_IDS: ReadonlySet<number> = new Set([203, 403, 603, 803]);

export interface AreaPriceSeed {
  areaId: number;
  priceCents: number;
  junior: boolean;
  rolId: number;
}

/** One price row per area and rol (the table allows several rols per row; the seed needs one). */
export function areaPrices(areas: readonly { id: number; category: AreaCategory }[]): AreaPriceSeed[] {
  const prices: AreaPriceSeed[] = [];
  for (const area of areas) {
    if (UNPRICED_AREA_IDS.has(area.id)) continue;
    for (const [rol, priceCents] of Object.entries(PRICES_BY_CATEGORY[area.category])) {
      const rolId = Number(rol);
      const junior = JUNIOR_ROL_IDS.has(rolId);
      if (junior && ADULTS_ONLY_AREA_IDS.has(area.id)) continue;
      prices.push({ areaId: area.id, priceCents, junior, rolId });
    }
  }
  return prices;
}

/** The adult season price of an area's category: a single game's ticket price is derived from it. */
export const adultSeasonPriceCents = (category: AreaCategory): number => PRICES_BY_CATEGORY[category][1]!;

/** The "from" price of a rol (ECONOMY), which the products carry. */
export function basePriceCents(rolId: number): number {
  const price = PRICES_BY_CATEGORY.ECONOMY[rolId];
  if (price === undefined) throw new Error(`No base price for rol ${rolId}`);
  return price;
}
