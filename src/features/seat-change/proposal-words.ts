import type { TFunction } from 'i18next';
import type { BestSeatsProposal } from '../../api/best-seats';

interface Block {
  row: number;
  first: number;
  last: number;
}

/** The proposal's seats as blocks side by side: one per row and run of consecutive numbers, front row first. */
export function proposalBlocks(seats: BestSeatsProposal['seats']): Block[] {
  const sorted = [...seats].sort((a, b) => a.row - b.row || a.number - b.number);
  const blocks: Block[] = [];
  for (const { row, number } of sorted) {
    const last = blocks.at(-1);
    if (last?.row === row && last.last === number - 1) last.last = number;
    else blocks.push({ row, first: number, last: number });
  }
  return blocks;
}

/**
 * The proposal in words, as the panel announces it: "4 asientos juntos en Zona N2B: fila 12, del
 * 5 al 8"; two rows and splits name every block.
 */
export function describeProposal(proposal: BestSeatsProposal, areaName: string, t: TFunction): string {
  const blocks = proposalBlocks(proposal.seats).map(({ row, first, last }) =>
    first === last ? t('SEAT_CHANGE.BEST.SEAT', { row, number: first }) : t('SEAT_CHANGE.BEST.BLOCK', { row, first, last }),
  );
  const where = blocks.length < 2 ? (blocks[0] ?? '') : `${blocks.slice(0, -1).join(', ')}${t('SEAT_CHANGE.BEST.AND')}${blocks.at(-1)}`;
  const count = proposal.seats.length;
  return t(`SEAT_CHANGE.BEST.${proposal.arrangement}`, { count, groups: blocks.length, area: areaName, where });
}
