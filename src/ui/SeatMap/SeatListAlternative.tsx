import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { priceText } from './describe';
import { priceIn, type IndexedModel } from './indexModel';
import { SELECTABLE_STATES, type SeatMapSeat } from './model';
import * as styles from './SeatMap.css';
import { selectControl } from '../theme';

interface SeatListAlternativeProps {
  index: IndexedModel;
  selectedIds: readonly string[];
  /** Proposed seats: "(propuesto)" after their names. */
  highlightIds: readonly string[];
  /** Only wheelchair spaces and companion seats are listed. */
  onlyWheelchair: boolean;
  maxSelection: number;
  onToggle(seat: SeatMapSeat): void;
}

const ALL = 'all';

/**
 * The same choice without the drawing: price, then area, then that area's free seats as radio
 * buttons (one seat) or checkboxes (several). Hidden until keyboard focus enters it, so screen
 * reader and keyboard users find it right after the map; only one area's seats are in the DOM.
 * Once opened it stays: collapsing when focus left would move what is under it (the continue
 * button) away from a pointer already pressing it.
 */
export function SeatListAlternative({ index, selectedIds, highlightIds, onlyWheelchair, maxSelection, onToggle }: SeatListAlternativeProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [price, setPrice] = useState(ALL);
  const [areaId, setAreaId] = useState('');
  const [opened, setOpened] = useState(false);
  // One pass over the seats per model (and filter): free seats by area, with their prices.
  const freeAreas = useMemo(
    () =>
      index.areas
        .map((area) => ({
          area,
          seats: (index.seatsByArea.get(area.id) ?? []).filter((seat) => SELECTABLE_STATES.has(seat.state) && (!onlyWheelchair || seat.access)),
        }))
        .filter(({ seats }) => seats.length > 0),
    [index, onlyWheelchair],
  );
  const prices = useMemo(() => {
    const found = new Set<number>();
    for (const { area, seats } of freeAreas) {
      for (const seat of seats) {
        const value = priceIn(seat, area);
        if (value !== undefined) found.add(value);
      }
    }
    return [...found].sort((a, b) => a - b);
  }, [freeAreas]);
  const freeByArea = useMemo(() => {
    if (price === ALL) return freeAreas;
    const wanted = Number(price);
    return freeAreas.map(({ area, seats }) => ({ area, seats: seats.filter((seat) => priceIn(seat, area) === wanted) })).filter(({ seats }) => seats.length > 0);
  }, [freeAreas, price]);
  // One area with free seats (a screen of one area's seats) needs no choosing.
  const chosen = freeByArea.find(({ area }) => area.id === areaId) ?? (freeByArea.length === 1 ? freeByArea[0] : undefined);
  const chosenArea = chosen?.area;
  const seats = chosen?.seats ?? [];
  const single = maxSelection <= 1;
  const priceSuffix = (seat: SeatMapSeat) => {
    const value = priceIn(seat, chosenArea);
    return value === undefined ? '' : `, ${priceText(t, i18n.language, value)}`;
  };
  const sectorName = (sectorId: string) => {
    const sector = index.byId.get(sectorId);
    return sector?.level === 'SECTOR' ? sector.name : '';
  };

  return (
    <div className={opened ? undefined : styles.alternative} onFocus={() => setOpened(true)}>
      <fieldset className={styles.alternativeFieldset}>
        <legend className={styles.alternativeLegend}>{t('SEAT_MAP.ALT.LEGEND')}</legend>
        <label className={styles.field}>
          {t('SEAT_MAP.ALT.PRICE')}
          <select className={selectControl} value={price} onChange={(event) => setPrice(event.target.value)}>
            <option value={ALL}>{t('SEAT_MAP.ALT.ALL_PRICES')}</option>
            {prices.map((value) => (
              <option key={value} value={String(value)}>
                {priceText(t, i18n.language, value)}
              </option>
            ))}
          </select>
        </label>
        {freeByArea.length === 0 ? (
          <p>{t(onlyWheelchair ? 'SEAT_MAP.NO_WHEELCHAIR' : 'SEAT_MAP.ALT.NO_AREAS')}</p>
        ) : (
          <label className={styles.field}>
            {t('SEAT_MAP.ALT.AREA')}
            <select className={selectControl} value={chosenArea?.id ?? ''} onChange={(event) => setAreaId(event.target.value)}>
              <option value="">{t('SEAT_MAP.ALT.CHOOSE_AREA')}</option>
              {freeByArea.map(({ area, seats: free }) => (
                <option key={area.id} value={area.id}>
                  {t('SEAT_MAP.ALT.AREA_OPTION', { name: `${sectorName(area.parentId)} ${area.name}`, count: free.length })}
                </option>
              ))}
            </select>
          </label>
        )}
        {chosenArea && (
          <fieldset className={styles.seatGroup}>
            <legend className={styles.alternativeLegend}>{t('SEAT_MAP.ALT.SEATS', { area: chosenArea.name })}</legend>
            <ul className={styles.seatOptions}>
              {seats.map((seat) => (
                <li key={seat.id}>
                  <label className={styles.seatOption}>
                    <input
                      type={single ? 'radio' : 'checkbox'}
                      name={single ? `${id}-seat` : undefined}
                      checked={selectedIds.includes(seat.id)}
                      onChange={() => onToggle(seat)}
                    />
                    {t(seat.access ? `SEAT_MAP.ALT.ACCESS_OPTION.${seat.access}` : 'SEAT_MAP.ALT.SEAT_OPTION', { row: seat.row, number: seat.number })}
                    {priceSuffix(seat)}
                    {seat.state === 'current' && ` (${t('SEAT_MAP.ALT.CURRENT')})`}
                    {highlightIds.includes(seat.id) && ` (${t('SEAT_MAP.ALT.PROPOSED')})`}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
      </fieldset>
    </div>
  );
}
