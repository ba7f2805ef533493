import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AreaElement, AreaGroup, AreaSeat } from '../../../api/membership';
import { Button, buttonClass, InlineAlert, Panel, SeatMap, Spinner, type SeatMapLevel } from '../../../ui';
import { SEAT_CHANGE_PATHS } from '../paths';
import { areaIdOf, areaKey, toSeatMapModel } from '../seat-map-model';
import { SeatAssignment, type SeatHolder } from './SeatAssignment';
import * as styles from './seat-change.css';

export interface SeatChooserProps {
  /** The areas answer (sectors and areas) followed by the chosen area's seats. */
  elements: readonly AreaElement[];
  areaId: number;
  /** Who gets a seat, in the order the chosen seats are given out. */
  partners: readonly SeatHolder[];
  /** The moving partners' roles: which prices apply. */
  roles: readonly number[];
  /** Chosen seat ids, in the partners' order. */
  selected: readonly string[];
  onSelectionChange: (ids: string[]) => void;
  /** Another area opened on the map: its seats are another address. */
  onOtherArea: (areaId: number) => void;
  /** Already translated. */
  message?: string;
  /** The hold is being taken (spec §4 "Seat update: a spinner shows"). */
  busy?: boolean;
  onContinue: () => void;
  onRetry?: () => void;
  /** Where "other area" and "back" lead: the seat change's areas unless told. */
  areasPath?: string;
  /** Said when the area has nothing left for these people; the seat change's text unless told. Already translated. */
  areaGoneText?: string;
}

/**
 * Seat selection (spec §2 seleccion-asiento): the chosen area's seats on the SeatMap, with the
 * partners' current seats marked, one seat per moving partner, who sits where, and the hold.
 */
export function SeatChooser({ elements, areaId, partners, roles, selected, onSelectionChange, onOtherArea, message, busy = false, onContinue, onRetry, areasPath = SEAT_CHANGE_PATHS.areas, areaGoneText }: SeatChooserProps) {
  const { t } = useTranslation();
  const [level, setLevel] = useState<SeatMapLevel>({ level: 'SEAT', parentId: areaKey(areaId) });
  const model = useMemo(() => toSeatMapModel(elements, roles), [elements, roles]);
  const seatById = useMemo(() => new Map(elements.flatMap((seat) => (seat.level === 'SEAT' ? [[String(seat.id), seat] as [string, AreaSeat]] : []))), [elements]);
  const area = elements.find((element): element is AreaGroup => element.level === 'AREA' && element.id === areaId);
  const offered = model.elements.some((element) => element.level === 'AREA' && element.id === areaKey(areaId));

  if (!area || !offered) {
    return (
      <InlineAlert tone="info">
        {areaGoneText ?? t('SEAT_CHANGE.SEATS.AREA_GONE')} <Link to={areasPath}>{t('SEAT_CHANGE.SEATS.OTHER_AREA')}</Link>
      </InlineAlert>
    );
  }

  const onLevelChange = (next: SeatMapLevel) => {
    const other = next.level === 'SEAT' ? areaIdOf(next.parentId) : null;
    if (other !== null && other !== areaId) onOtherArea(other);
    else setLevel(next);
  };

  return (
    <>
      <Panel title={t('SEAT_CHANGE.SEATS.AREA', { area: area.name })}>
        <p className={styles.text}>{t('SEAT_CHANGE.SEATS.HINT', { count: partners.length })}</p>
        <SeatMap
          model={model}
          label={t('SEAT_CHANGE.SEATS.MAP_LABEL', { area: area.name })}
          level={level}
          onLevelChange={onLevelChange}
          selectedIds={selected}
          onSelectionChange={onSelectionChange}
          maxSelection={partners.length}
          onRetry={onRetry}
        />
      </Panel>
      <Panel title={t('SEAT_CHANGE.SEATS.WHO')}>
        <SeatAssignment partners={partners} chosen={selected.map((id) => seatById.get(id))} />
        {message && <InlineAlert tone="error">{message}</InlineAlert>}
        <div className={styles.actions}>
          {busy ? (
            <Spinner text={t('SEAT_CHANGE.SEATS.HOLDING')} />
          ) : (
            <>
              <Button onClick={onContinue}>{t('SEAT_CHANGE.SEATS.CONTINUE')}</Button>
              <Link className={buttonClass({ variant: 'secondary' })} to={areasPath}>
                {t('SEAT_CHANGE.SEATS.BACK')}
              </Link>
            </>
          )}
        </div>
      </Panel>
    </>
  );
}
