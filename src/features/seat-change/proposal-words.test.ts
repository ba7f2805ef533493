import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { BestSeatsProposal } from '../../api/best-seats';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import { describeProposal, proposalBlocks } from './proposal-words';

function translator(lng: 'es' | 'en', translation: object) {
  const i18n = createInstance();
  void i18n.init({ resources: { [lng]: { translation } }, lng, initAsync: false, interpolation: { escapeValue: false } });
  return i18n.t;
}
const t = translator('es', es);

const seats = (...places: [row: number, number: number][]) => places.map(([row, number], index) => ({ personId: index + 1, seatId: row * 100 + number, row, number }));
const proposal = (arrangement: BestSeatsProposal['arrangement'], held: BestSeatsProposal['seats']): BestSeatsProposal => ({ arrangement, areaId: 1, groups: 1, seats: held });

describe('describeProposal', () => {
  it('says a row of seats together with its area', () => {
    expect(describeProposal(proposal('ROW', seats([12, 6], [12, 5], [12, 8], [12, 7])), 'Zona N2B', t)).toBe('4 asientos juntos en Zona N2B: fila 12, del 5 al 8');
  });

  it('says one seat as a seat', () => {
    expect(describeProposal(proposal('ROW', seats([3, 9])), 'Zona N2B', t)).toBe('1 asiento en Zona N2B: fila 3, asiento 9');
  });

  it('says two rows, the front one first', () => {
    expect(describeProposal(proposal('TWO_ROWS', seats([4, 5], [4, 6], [3, 5], [3, 6])), 'Zona E1A', t)).toBe(
      '4 asientos en dos filas, una detrás de otra, en Zona E1A: fila 3, del 5 al 6, y fila 4, del 5 al 6',
    );
  });

  it('says a split with every block, a lone seat as a seat', () => {
    expect(describeProposal(proposal('SPLIT', seats([2, 1], [2, 2], [7, 4], [9, 10])), 'Zona S1A', t)).toBe(
      '4 asientos en 3 grupos en Zona S1A: fila 2, del 1 al 2, fila 7, asiento 4, y fila 9, asiento 10',
    );
  });

  it('speaks the member’s language', () => {
    expect(describeProposal(proposal('ROW', seats([12, 5], [12, 6])), 'Zona N2B', translator('en', en))).toBe('2 seats together in Zona N2B: row 12, 5 to 6');
  });
});

it('proposalBlocks splits runs at a gap and at a new row', () => {
  expect(proposalBlocks(seats([1, 1], [1, 2], [1, 4], [2, 4]))).toEqual([
    { row: 1, first: 1, last: 2 },
    { row: 1, first: 4, last: 4 },
    { row: 2, first: 4, last: 4 },
  ]);
});
