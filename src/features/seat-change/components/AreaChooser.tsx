import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AreaElement, AreaGroup } from '../../../api/membership';
import { DEFAULT_AREA_ORDER, offeredAreas, priceFilterOptions, type AreaOrder } from '../../../lib/areas';
import { formatEuros } from '../../../lib/format';
import type { BestSeatsControls } from '../../../lib/seat-picks';
import { Button, ChoiceGroup, InlineAlert, Panel, SeatMap, type SeatMapLevel } from '../../../ui';
import { areaIdOf, toSeatMapModel } from '../seat-map-model';
import { BestSeatsPanel } from './BestSeatsPanel';
import type { SeatHolder } from './SeatAssignment';
import { WheelchairFilter } from './WheelchairFilter';
import * as styles from './seat-change.css';

const ORDERS: readonly AreaOrder[] = ['price-asc', 'price-desc', 'name'];
const ALL_PRICES = 'all';
const TOP: SeatMapLevel = { level: 'SECTOR' };

export interface AreaChooserProps {
  /** The areas answer: sectors and areas, with availability and prices. */
  elements: readonly AreaElement[];
  /** The moving partners' roles: which prices apply (§5). */
  roles: readonly number[];
  onChoose: (areaId: number) => void;
  /** Said when no area is offered at all; the seat change's text unless told. Already translated. */
  noneText?: string;
  /** Who needs a seat, for "who uses the wheelchair". */
  people?: readonly SeatHolder[];
  /** Best seats together in any area (the server chooses it) and the wheelchair filter; absent: not offered. */
  best?: BestSeatsControls;
}

/**
 * Area selection (spec §2 seleccion-sector, §4 "Areas", §5): the areas offered to the moving
 * partners, as a list with the price filter and the order (price ascending, ties by name, by
 * default), and on the map from sectors to areas. Choosing an area in either opens its seats;
 * the reset puts the filter, the order and the map back at the start (level SECTOR).
 */
export function AreaChooser({ elements, roles, onChoose, noneText, people = [], best }: AreaChooserProps) {
  const { t, i18n } = useTranslation();
  const [order, setOrder] = useState<AreaOrder>(DEFAULT_AREA_ORDER);
  const [maxPrice, setMaxPrice] = useState<string>(ALL_PRICES);
  const [level, setLevel] = useState<SeatMapLevel>(TOP);
  const groups = useMemo(() => elements.filter((element): element is AreaGroup => element.level !== 'SEAT'), [elements]);
  const areas = useMemo(() => groups.filter((group) => group.level === 'AREA'), [groups]);
  const sectorNames = useMemo(() => new Map(groups.filter((group) => group.level === 'SECTOR').map((sector) => [sector.id, sector.name])), [groups]);
  const prices = useMemo(() => priceFilterOptions(areas, roles), [areas, roles]);
  const model = useMemo(() => toSeatMapModel(elements, roles), [elements, roles]);
  const everything = offeredAreas(areas, { roles });
  const inRange = offeredAreas(areas, { roles, order, range: maxPrice === ALL_PRICES ? undefined : { max: Number(maxPrice) } });
  // "Wheelchair spaces only": the areas with a free space.
  const listed = best?.onlyWheelchair ? inRange.filter(({ area }) => (area.wheelchair ?? 0) > 0) : inRange;
  const euros = (amount: number) => formatEuros(amount, i18n.language);

  const reset = () => {
    setOrder(DEFAULT_AREA_ORDER);
    setMaxPrice(ALL_PRICES);
    setLevel(TOP);
  };
  // Opening an area on the map is choosing it: its seats are the next screen.
  const onLevelChange = (next: SeatMapLevel) => {
    const chosen = next.level === 'SEAT' ? areaIdOf(next.parentId) : null;
    if (chosen !== null) onChoose(chosen);
    else setLevel(next);
  };

  if (everything.length === 0) {
    return <InlineAlert tone="info">{noneText ?? t('SEAT_CHANGE.AREAS.NONE')}</InlineAlert>;
  }
  return (
    <>
      {best && (
        <Panel title={t('SEAT_CHANGE.BEST.PANEL_TITLE')}>
          <WheelchairFilter people={people} {...best} />
          <BestSeatsPanel best={best} count={Math.max(1, people.length)} areaId={null} areaName={(id) => areas.find((area) => area.id === id)?.name ?? ''} />
        </Panel>
      )}
      <Panel title={t('SEAT_CHANGE.AREAS.LIST_TITLE')}>
        <div className={styles.filters}>
          <ChoiceGroup
            legend={t('SEAT_CHANGE.AREAS.MAX_PRICE')}
            choices={[{ value: ALL_PRICES, label: t('SEAT_CHANGE.AREAS.ANY_PRICE') }, ...prices.map((price) => ({ value: String(price), label: t('SEAT_CHANGE.AREAS.UP_TO', { price: euros(price) }) }))]}
            value={maxPrice}
            onChange={setMaxPrice}
          />
          <ChoiceGroup
            legend={t('SEAT_CHANGE.AREAS.ORDER')}
            choices={ORDERS.map((value) => ({ value, label: t(`SEAT_CHANGE.AREAS.ORDERS.${value}`) }))}
            value={order}
            onChange={setOrder}
          />
          <Button variant="secondary" size="small" onClick={reset}>
            {t('SEAT_CHANGE.AREAS.RESET')}
          </Button>
        </div>
        <p className={styles.muted} role="status">
          {t('SEAT_CHANGE.AREAS.COUNT', { count: listed.length })}
        </p>
        {listed.length === 0 ? (
          <InlineAlert tone="info" live={false}>
            {t(best?.onlyWheelchair ? 'SEAT_CHANGE.AREAS.NONE_WHEELCHAIR' : 'SEAT_CHANGE.AREAS.NONE_IN_RANGE')}
          </InlineAlert>
        ) : (
          <ul className={styles.areaList}>
            {listed.map(({ area, price }) => (
              <li key={area.id}>
                <button type="button" className={styles.areaButton} onClick={() => onChoose(area.id)}>
                  <span className={styles.areaName}>{area.name}</span>
                  <span className={styles.areaPrice}>{euros(price)}</span>
                  <span className={styles.muted}>
                    {t('SEAT_CHANGE.AREAS.DETAIL', { sector: area.parentId === null ? '' : (sectorNames.get(area.parentId) ?? ''), count: area.available })}
                    {best?.onlyWheelchair && ` · ${t('SEAT_CHANGE.AREAS.WHEELCHAIR', { count: area.wheelchair ?? 0 })}`}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title={t('SEAT_CHANGE.AREAS.MAP_TITLE')}>
        <SeatMap model={model} label={t('SEAT_CHANGE.AREAS.MAP_LABEL')} level={level} onLevelChange={onLevelChange} height="min(60vh, 28rem)" />
      </Panel>
    </>
  );
}
