import type { TFunction } from 'i18next';
import { formatPrice } from '../Card/formatPrice';
import { seatPrice, type IndexedModel } from './indexModel';
import type { SeatMapSeat } from './model';
import type { SceneShape } from './scene';

/**
 * "Tribuna Norte, Zona 1A, fila 3, asiento 12: Libre, 45 €": what a screen reader hears on a seat,
 * led by its kind for a wheelchair space or a companion seat ("Espacio para silla de ruedas, …"),
 * with "propuesto" after the state for a proposed seat. With `selected` null, the seat's name and
 * price only (for "Elegido: …" and "Quitado: …").
 */
export function describeSeat(t: TFunction, language: string, index: IndexedModel, seat: SeatMapSeat, selected: boolean | null, proposed = false): string {
  const kind = seat.access ? `${t(`SEAT_MAP.ACCESS.${seat.access}`)}, ` : '';
  return kind + describePlace(t, language, index, seat, selected, proposed);
}

function describePlace(t: TFunction, language: string, index: IndexedModel, seat: SeatMapSeat, selected: boolean | null, proposed: boolean): string {
  const area = index.byId.get(seat.parentId);
  const sector = area ? index.byId.get(area.parentId ?? '') : undefined;
  const price = seatPrice(seat, index);
  const values = {
    sector: sector?.level === 'SECTOR' ? sector.name : '',
    area: area?.level === 'AREA' ? area.name : '',
    row: String(seat.row),
    number: String(seat.number),
    state: t(`SEAT_MAP.STATE.${selected ? 'selected' : seat.state}`) + (proposed ? `, ${t('SEAT_MAP.PROPOSED')}` : ''),
  };
  if (selected === null) {
    return price === undefined ? t('SEAT_MAP.SEAT_NAME', values) : t('SEAT_MAP.SEAT_NAME_PRICE', { ...values, price: priceText(t, language, price) });
  }
  return price === undefined ? t('SEAT_MAP.SEAT', values) : t('SEAT_MAP.SEAT_PRICE', { ...values, price: priceText(t, language, price) });
}

export function describeShape(t: TFunction, shape: SceneShape): string {
  return t('SEAT_MAP.SHAPE', { name: shape.element.name, count: shape.available });
}

export function priceText(t: TFunction, language: string, euros: number): string {
  return t('SEAT_MAP.PRICE', { price: formatPrice(euros, language) });
}
