import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AreaElement, AreaGroup, AreaSeat } from '../../../api/membership';
import { withAreaSeats, type BestSeatsControls, type PickedSeat } from '../../../lib/seat-picks';
import { Button, buttonClass, InlineAlert, Panel, SeatMap, Spinner, type SeatMapLevel } from '../../../ui';
import { SEAT_CHANGE_PATHS } from '../paths';
import { areaIdOf, areaKey, toSeatMapModel } from '../seat-map-model';
import { BestSeatsPanel } from './BestSeatsPanel';
import { SeatAssignment, type SeatHolder } from './SeatAssignment';
import { WheelchairFilter } from './WheelchairFilter';
import * as styles from './seat-change.css';

export interface SeatChooserProps {
  /** The areas answer (sectors and areas) followed by the chosen area's seats. */
  elements: readonly AreaElement[];
  areaId: number;
  /** Who gets a seat, in the order the chosen seats are given out. */
  partners: readonly SeatHolder[];
  /** The moving partners' roles: which prices apply. */
  roles: readonly number[];
  /** Chosen seats, in the partners' order, from this area and others (a selection survives a change of area). */
  picked: readonly PickedSeat[];
  onPickedChange: (seats: PickedSeat[]) => void;
  /** Best seats together and the wheelchair filter; absent: not offered. */
  best?: BestSeatsControls;
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
  /** What to choose; the seat change's text (a seat per partner) unless told. Already translated. */
  hintText?: string;
}

/**
 * Seat selection (spec §2 seleccion-asiento): the chosen area's seats on the SeatMap, with the
 * partners' current seats marked, one seat per moving partner, who sits where, and the hold.
 * Seats chosen in other areas stay chosen and count against the partners; the best seats
 * together are one button away, and their proposal is highlighted on the map.
 */
export function SeatChooser(props: SeatChooserProps) {
  const { elements, areaId, partners, roles, picked, onPickedChange, best, onOtherArea, message, busy = false, onContinue, onRetry, areasPath = SEAT_CHANGE_PATHS.areas, areaGoneText, hintText } = props;
  const { t } = useTranslation();
  const [level, setLevel] = useState<SeatMapLevel>({ level: 'SEAT', parentId: areaKey(areaId) });
  const mapBox = useRef<HTMLDivElement>(null);
  const model = useMemo(() => toSeatMapModel(elements, roles), [elements, roles]);
  const seatById = useMemo(() => new Map(elements.flatMap((seat) => (seat.level === 'SEAT' ? [[String(seat.id), seat] as [string, AreaSeat]] : []))), [elements]);
  const areaNames = useMemo(() => new Map(elements.flatMap((element) => (element.level === 'AREA' ? [[element.id, element.name] as [number, string]] : []))), [elements]);
  const area = elements.find((element): element is AreaGroup => element.level === 'AREA' && element.id === areaId);
  const offered = model.elements.some((element) => element.level === 'AREA' && element.id === areaKey(areaId));
  const here = useMemo(() => picked.filter((seat) => seat.areaId === areaId).map((seat) => String(seat.seatId)), [picked, areaId]);
  const proposal = best?.proposal;
  // The same list while the proposal stays: the map zooms to it whenever the list changes.
  const highlightIds = useMemo(() => (proposal?.areaId === areaId ? proposal.seats.map((seat) => String(seat.seatId)) : undefined), [proposal, areaId]);

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
  const describe = (id: string): PickedSeat | undefined => {
    const seat = seatById.get(id);
    return seat && { seatId: seat.id, areaId, areaName: area.name, row: seat.row, number: seat.number };
  };
  const onSelectionChange = (ids: string[]) => onPickedChange(withAreaSeats(picked, areaId, ids, describe, partners.length));
  const changeProposal = () => {
    best?.onChange();
    mapBox.current?.querySelector<HTMLElement>('[role="application"]')?.focus();
  };

  return (
    <>
      <Panel title={t('SEAT_CHANGE.SEATS.AREA', { area: area.name })}>
        <p className={styles.text}>{hintText ?? t('SEAT_CHANGE.SEATS.HINT', { count: partners.length })}</p>
        {best && (
          <>
            <WheelchairFilter people={partners} {...best} />
            <BestSeatsPanel best={{ ...best, onChange: changeProposal }} count={partners.length} areaId={areaId} areaName={(id) => areaNames.get(id) ?? ''} />
          </>
        )}
        <div ref={mapBox}>
          <SeatMap
            model={model}
            label={t('SEAT_CHANGE.SEATS.MAP_LABEL', { area: area.name })}
            level={level}
            onLevelChange={onLevelChange}
            selectedIds={here}
            onSelectionChange={onSelectionChange}
            highlightIds={highlightIds}
            onlyWheelchair={best?.onlyWheelchair}
            maxSelection={Math.max(1, partners.length - (picked.length - here.length))}
            onRetry={onRetry}
          />
        </div>
      </Panel>
      <Panel title={t('SEAT_CHANGE.SEATS.WHO')}>
        <SeatAssignment partners={partners} chosen={picked} onRemove={(index) => onPickedChange(picked.filter((_, at) => at !== index))} />
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
