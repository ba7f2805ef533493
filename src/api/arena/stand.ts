import { outline } from './rows';
import type { Point, Segment } from './segments';

/**
 * A stand `rows` deep cut into sectors (one per segment) and areas: each segment is cut along its
 * length into its areas and across into tiers of `rowsPerTier` rows (the last tier may be shorter).
 */

export interface StandSector {
  segment: Segment;
  shape: Point[];
}

export interface StandArea {
  segment: Segment;
  /** 0-based, from the court outwards. */
  tier: number;
  /** 0-based position along the segment. */
  index: number;
  /** Tier and letter along the segment: "2B". */
  label: string;
  /** 0-based rows of the whole stand, both included. */
  firstRow: number;
  lastRow: number;
  shape: Point[];
}

export interface Stand {
  tiers: number;
  sectors: StandSector[];
  /** Segment by segment, tier by tier, along the segment. */
  areas: StandArea[];
}

export function cutStand(segments: readonly Segment[], rows: number, rowsPerTier: number): Stand {
  const tiers = Math.ceil(rows / rowsPerTier);
  const stand: Stand = { tiers, sectors: [], areas: [] };
  for (const segment of segments) {
    stand.sectors.push({ segment, shape: outline(segment, 0, 1, 0, rows - 1) });
    for (let tier = 0; tier < tiers; tier++) {
      const firstRow = tier * rowsPerTier;
      const lastRow = Math.min(rows, firstRow + rowsPerTier) - 1;
      for (let index = 0; index < segment.areas; index++) {
        stand.areas.push({
          segment,
          tier,
          index,
          label: `${tier + 1}${String.fromCharCode(65 + index)}`,
          firstRow,
          lastRow,
          shape: outline(segment, index / segment.areas, (index + 1) / segment.areas, firstRow, lastRow),
        });
      }
    }
  }
  return stand;
}
