import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AreaElement, AreaGroup } from '../../../api/membership';
import type { RelocationOverview } from '../../../api/renewal';
import { Button, InlineAlert, Panel, SeatMap, Spinner, type SeatMapLevel } from '../../../ui';
import { areaIdOf, areaKey, toRelocationMap } from '../move-rules';
import { SeatsList } from './SeatsList';
import * as styles from './relocation.css';

export type MapLoad = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; elements: readonly AreaElement[] };

/** Where the page puts the focus after a move (the result) or a refusal (the message). */
export const RESULT_ID = 'relocation-result';
export const MESSAGE_ID = 'relocation-message';

export interface MovePanelProps {
  people: RelocationOverview['people'];
  /** Who moves (partner ids). */
  movers: readonly number[];
  onMoversChange: (ids: number[]) => void;
  /** The 26/27 map: sectors and areas, then the chosen area's seats. */
  map: MapLoad;
  areaId: number | null;
  onAreaChange: (areaId: number | null) => void;
  /** Chosen seat ids, in the movers' order. */
  picked: readonly number[];
  onPickedChange: (seatIds: number[]) => void;
  busy: boolean;
  /** Why the last move was refused, already translated. */
  message: string | null;
  /** Who moved in the last move, with their new seats. */
  moved: RelocationOverview['people'] | null;
  onMove: () => void;
  onBestSeats: () => void;
  onRetryMap: () => void;
}

/**
 * The open window: who moves, the 26/27 map (areas, then seats; what others take disappears as
 * the map is read again), and the move by hand or as the best seats together.
 */
export function MovePanel(props: MovePanelProps) {
  const { people, movers, onMoversChange, map, areaId, onAreaChange, picked, onPickedChange, busy, message, moved, onMove, onBestSeats, onRetryMap } = props;
  const { t } = useTranslation();
  const [level, setLevel] = useState<SeatMapLevel>({ level: 'SECTOR' });
  const elements = useMemo(() => (map.status === 'ready' ? map.elements : []), [map]);
  const model = useMemo(() => toRelocationMap(elements), [elements]);
  const areas = elements.filter((element): element is AreaGroup => element.level === 'AREA');
  const sectorName = (id: number | null) => elements.find((element): element is AreaGroup => element.level === 'SECTOR' && element.id === id)?.name ?? '';
  const area = areas.find((candidate) => candidate.id === areaId);
  const count = Math.max(1, movers.length);

  const onLevelChange = (next: SeatMapLevel) => {
    const opened = next.level === 'SEAT' ? areaIdOf(next.parentId) : null;
    if (opened !== null) return onAreaChange(opened);
    if (areaId !== null) onAreaChange(null);
    setLevel(next);
  };
  const toggle = (partnerId: number, on: boolean) => onMoversChange(on ? [...movers, partnerId] : movers.filter((id) => id !== partnerId));

  return (
    <>
      {moved && (
        <div id={RESULT_ID} tabIndex={-1} className={styles.focusTarget}>
          <InlineAlert tone="success" title={t('RELOCATION.MOVE.DONE_TITLE')}>
            <SeatsList people={moved} />
            <p className={styles.text}>
              {t('RELOCATION.MOVE.OLD_SEAT_FREE', { count: moved.length })} {t('RELOCATION.MOVE.AGAIN')}
            </p>
          </InlineAlert>
        </div>
      )}
      <Panel title={t('RELOCATION.MOVE.WHO')}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('RELOCATION.MOVE.WHO_HINT')}</legend>
          {people.map((person) => (
            <label key={person.partnerId} className={styles.choice}>
              <input type="checkbox" className={styles.checkbox} checked={movers.includes(person.partnerId)} onChange={(event) => toggle(person.partnerId, event.target.checked)} />
              {t('RELOCATION.PERSON_SEAT', { name: person.name, sector: person.seat.sector, area: person.seat.area, row: person.seat.row, number: person.seat.number })}
            </label>
          ))}
        </fieldset>
      </Panel>
      <Panel title={t('RELOCATION.MOVE.MAP_TITLE')}>
        {map.status === 'loading' ? (
          <Spinner text={t('RELOCATION.MOVE.MAP_LOADING')} />
        ) : map.status === 'failed' ? (
          <InlineAlert tone="error" title={t('RELOCATION.MOVE.MAP_FAILED')}>
            <Button variant="secondary" size="small" onClick={onRetryMap}>
              {t('GENERIC.RETRY')}
            </Button>
          </InlineAlert>
        ) : areas.length === 0 ? (
          <InlineAlert tone="info">{t('RELOCATION.MOVE.NO_AREAS')}</InlineAlert>
        ) : (
          <>
            <p className={styles.text}>{area ? t('RELOCATION.MOVE.SEATS_HINT', { count, area: area.name }) : t('RELOCATION.MOVE.AREAS_HINT')}</p>
            <ul className={styles.areaList} aria-label={t('RELOCATION.MOVE.AREAS')}>
              {areas.map((candidate) => (
                <li key={candidate.id}>
                  <button type="button" className={styles.areaButton} aria-pressed={candidate.id === areaId} onClick={() => onAreaChange(candidate.id)}>
                    <span className={styles.areaName}>{candidate.name}</span>
                    <span className={styles.muted}>{t('RELOCATION.MOVE.AREA_DETAIL', { sector: sectorName(candidate.parentId), count: candidate.available })}</span>
                  </button>
                </li>
              ))}
            </ul>
            <SeatMap
              model={model}
              label={area ? t('RELOCATION.MOVE.MAP_LABEL_AREA', { area: area.name }) : t('RELOCATION.MOVE.MAP_LABEL')}
              level={areaId === null ? level : { level: 'SEAT', parentId: areaKey(areaId) }}
              onLevelChange={onLevelChange}
              selectedIds={picked.map(String)}
              onSelectionChange={(ids) => onPickedChange(ids.map(Number))}
              maxSelection={count}
              height="min(60vh, 28rem)"
              onRetry={onRetryMap}
            />
          </>
        )}
        {message && (
          <div id={MESSAGE_ID} tabIndex={-1} className={styles.focusTarget}>
            <InlineAlert tone="error">{message}</InlineAlert>
          </div>
        )}
        <div className={styles.actions}>
          {busy ? (
            <Spinner text={t('RELOCATION.MOVE.MOVING')} />
          ) : (
            <>
              <Button onClick={onMove}>{t('RELOCATION.MOVE.MOVE', { count })}</Button>
              <Button variant="secondary" onClick={onBestSeats}>
                {t('RELOCATION.MOVE.BEST', { count })}
              </Button>
            </>
          )}
        </div>
        <p className={styles.muted}>{area ? t('RELOCATION.MOVE.BEST_HINT_AREA', { area: area.name }) : t('RELOCATION.MOVE.BEST_HINT')}</p>
      </Panel>
    </>
  );
}
