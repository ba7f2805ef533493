import { describe, expect, it } from 'vitest';
import { spanishI18n } from '../../test/i18n';
import { describeSeat } from './describe';
import { indexModel } from './indexModel';
import type { SeatMapElement, SeatMapSeat } from './model';

const i18n = spanishI18n();
const square = [
  { x: 0, y: 0 },
  { x: 10, y: 0 },
  { x: 10, y: 10 },
];
const seat = (access?: SeatMapSeat['access']): SeatMapSeat => ({ level: 'SEAT', id: 's1', parentId: 'N1', x: 1, y: 1, row: '3', number: '4', state: 'available', access });
const indexFor = (element: SeatMapSeat) => {
  const elements: SeatMapElement[] = [
    { level: 'SECTOR', id: 'N', name: 'Tribuna Norte', shape: square },
    { level: 'AREA', id: 'N1', parentId: 'N', name: 'Zona 1A', price: 45, shape: square },
    element,
  ];
  const checked = indexModel({ elements });
  if (!checked.ok) throw new Error('bad model');
  return checked.index;
};
const say = (element: SeatMapSeat, selected: boolean | null, proposed = false) => describeSeat(i18n.t, 'es', indexFor(element), element, selected, proposed);

describe('describeSeat', () => {
  it('names a wheelchair space and a companion seat first', () => {
    expect(say(seat('wheelchair'), false)).toBe('Espacio para silla de ruedas, Tribuna Norte, Zona 1A, fila 3, asiento 4: Libre, 45 €');
    expect(say(seat('companion'), false)).toBe('Asiento de acompañante, Tribuna Norte, Zona 1A, fila 3, asiento 4: Libre, 45 €');
    expect(say(seat('companion'), null)).toBe('Asiento de acompañante, Tribuna Norte, Zona 1A, fila 3, asiento 4, 45 €');
  });

  it('says "propuesto" after the state of a proposed seat', () => {
    expect(say(seat(), false, true)).toBe('Tribuna Norte, Zona 1A, fila 3, asiento 4: Libre, propuesto, 45 €');
    expect(say(seat(), true, true)).toBe('Tribuna Norte, Zona 1A, fila 3, asiento 4: Elegido, propuesto, 45 €');
  });
});
