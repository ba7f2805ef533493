import type { Queryable } from '../db.ts';
import { adultSeasonPriceCents, UNPRICED_AREA_IDS } from './arena-prices.ts';
import { buildArenaLayout, type AreaCategory } from './arena-layout.ts';
import { SEASON_GAMES, type GamePriceTier } from './games.ts';
import { CURRENT_SEASON } from './users.ts';

/**
 * A single game's ticket costs the adult season price of its area per home game (the season's
 * 34), times the tier's factor, in whole euros and never under 8 €: a member's season stays far
 * cheaper than buying the games one by one. ECONOMY comes to 21 / 14 / 9 €, STANDARD 26 / 18 /
 * 11 €, PREMIUM 32 / 21 / 13 €.
 */
const TIER_FACTORS: Readonly<Record<GamePriceTier, number>> = { A: 3, B: 2, C: 1.25 };
const MIN_GAME_PRICE_EUROS = 8;

export interface GamePriceSeed {
  tier: GamePriceTier;
  areaId: number;
  priceCents: number;
}

export function gamePriceCents(category: AreaCategory, tier: GamePriceTier): number {
  const euros = Math.round((adultSeasonPriceCents(category) / 100 / SEASON_GAMES.length) * TIER_FACTORS[tier]);
  return Math.max(MIN_GAME_PRICE_EUROS, euros) * 100;
}

/** Every tier's price of every area the season sells (the press box has none). */
export function gamePrices(areas: readonly { id: number; category: AreaCategory }[]): GamePriceSeed[] {
  const tiers = Object.keys(TIER_FACTORS) as GamePriceTier[];
  return tiers.flatMap((tier) =>
    areas.filter((area) => !UNPRICED_AREA_IDS.has(area.id)).map((area) => ({ tier, areaId: area.id, priceCents: gamePriceCents(area.category, tier) })),
  );
}

/**
 * The demo arena's tier prices, and each seeded game's tier and sale window (matched by tip-off,
 * so a database seeded before games had them gets them too).
 */
export async function seedGamePrices(tx: Queryable): Promise<void> {
  const prices = gamePrices(buildArenaLayout().areas);
  await tx.query(
    `INSERT INTO game_prices (tier, area_id, price_cents)
     SELECT tier, area_id, price_cents FROM unnest($1::text[], $2::int[], $3::int[]) AS t(tier, area_id, price_cents)
     WHERE EXISTS (SELECT 1 FROM areas a WHERE a.id = t.area_id)`,
    [prices.map((price) => price.tier), prices.map((price) => price.areaId), prices.map((price) => price.priceCents)],
  );
  await tx.query(
    `UPDATE games g SET price_tier = t.tier, sale_opens_at = t.opens_at, sale_closes_at = t.closes_at
     FROM unnest($2::timestamptz[], $3::text[], $4::timestamptz[], $5::timestamptz[]) AS t(starts_at, tier, opens_at, closes_at)
     WHERE g.season = $1 AND g.starts_at = t.starts_at`,
    [
      CURRENT_SEASON,
      SEASON_GAMES.map((game) => game.startsAt),
      SEASON_GAMES.map((game) => game.priceTier),
      SEASON_GAMES.map((game) => game.sale.opensAt),
      SEASON_GAMES.map((game) => game.sale.closesAt),
    ],
  );
}
