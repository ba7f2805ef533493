import { useCallback, useEffect, useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { describeSeat, describeShape } from './describe';
import { indexModel, type IndexedModel } from './indexModel';
import type { SeatMapLevel, SeatMapModel, SeatMapSeat } from './model';
import { buildScene, childLevel, parentLevel, type SceneShape } from './scene';
import { SeatListAlternative } from './SeatListAlternative';
import * as styles from './SeatMap.css';
import { SeatMapLegend } from './SeatMapLegend';
import { SeatMapMessage } from './SeatMapMessage';
import { SeatMapView } from './SeatMapView';
import { toggleSeat } from './selection';
import { useControllable } from './useControllable';

export interface SeatMapProps {
  /** Sectors, areas and seats as one flat list (see `SeatMapModel`); checked once, a bad element shows a message instead of the map. */
  model: SeatMapModel;
  /** Accessible name of the map; "Mapa de asientos" by default. */
  label?: string;
  /** Shown level (controlled); without it the map starts at `defaultLevel` and keeps its own. */
  level?: SeatMapLevel;
  /** First level shown: the sectors, or every seat when the model has no sectors. */
  defaultLevel?: SeatMapLevel;
  /** Called when the member opens a sector or area, or goes up a level. */
  onLevelChange?: (level: SeatMapLevel) => void;
  /** Chosen seat ids (controlled); without it the map keeps its own, from `defaultSelectedIds`. */
  selectedIds?: readonly string[];
  /** Chosen seat ids at the start when `selectedIds` is not given. */
  defaultSelectedIds?: readonly string[];
  /** Called with every chosen seat id after each choice or removal. */
  onSelectionChange?: (ids: string[]) => void;
  /**
   * Seats to point out (a proposal of seats together): drawn highlighted, and the view zooms to
   * fit them whenever this list changes.
   */
  highlightIds?: readonly string[];
  /** "Wheelchair spaces only": other seats are dimmed and cannot be chosen, and the list shows only spaces and companion seats. */
  onlyWheelchair?: boolean;
  /** How many seats may be chosen; 1 (the default) makes a new choice replace the old one. */
  maxSelection?: number;
  /** CSS height of the drawing. */
  height?: string;
  /** Offered on the message shown for a model that cannot be drawn. */
  onRetry?: () => void;
  /**
   * One finger pans the map, for a page that does not need to scroll under it (a full-screen
   * picker). Off by default: one finger scrolls the page and a hint asks for two.
   */
  oneFingerPan?: boolean;
}

const NO_IDS: readonly string[] = [];

/**
 * The stadium seat map: sectors → areas → seats, drawn on a canvas (50,000 seats stay smooth),
 * with pan, zoom, home, a minimap, full keyboard use, announcements for screen readers and a
 * list that gives the same choice without the drawing. It takes a plain model and emits the
 * chosen seat ids; it knows nothing of sign-up or seat-change sessions.
 */
export function SeatMap({ model, onRetry, ...props }: SeatMapProps) {
  const { t } = useTranslation();
  const checked = useMemo(() => indexModel(model), [model]);
  if (!checked.ok) {
    const { id, reason } = checked.problem;
    const problem = t(`SEAT_MAP.PROBLEM.${reason}`);
    return (
      <SeatMapMessage
        role="alert"
        title={t('SEAT_MAP.INVALID_TITLE')}
        text={t('SEAT_MAP.INVALID_TEXT')}
        detail={id ? t('SEAT_MAP.INVALID_DETAIL', { id, problem }) : `${problem.charAt(0).toUpperCase()}${problem.slice(1)}.`}
        actions={
          onRetry && (
            <button type="button" className={styles.toolButton} onClick={onRetry}>
              {t('SEAT_MAP.RETRY')}
            </button>
          )
        }
      />
    );
  }
  return <SeatMapViewer index={checked.index} {...props} />;
}

type ViewerProps = Omit<SeatMapProps, 'model' | 'onRetry'> & { index: IndexedModel };

function SeatMapViewer({
  index,
  label,
  maxSelection = 1,
  height = 'min(70vh, 34rem)',
  oneFingerPan = false,
  highlightIds = NO_IDS,
  onlyWheelchair = false,
  ...props
}: ViewerProps) {
  const { t, i18n } = useTranslation();
  const topLevel: SeatMapLevel = index.sectors.length > 0 ? { level: 'SECTOR' } : { level: 'SEAT' };
  const [level, setLevel] = useControllable(props.level, props.defaultLevel ?? topLevel, props.onLevelChange);
  const [selectedIds, setSelectedIds] = useControllable<readonly string[]>(
    props.selectedIds,
    props.defaultSelectedIds ?? NO_IDS,
    props.onSelectionChange as ((ids: readonly string[]) => void) | undefined,
  );
  const [status, setStatus] = useState('');
  const listReady = useAfterFirstPaint();
  const scene = useMemo(() => buildScene(index, level), [index, level]);
  const parent = parentLevel(index, level);
  // Under the filter, a scene of seats without a single space says so (the list says it too).
  const noWheelchairHere = onlyWheelchair && (scene?.kind === 'seats' ? scene.accessCount === 0 : index.accessKinds.size === 0);

  const toggle = useCallback(
    (seat: SeatMapSeat) => {
      const { ids, outcome } = toggleSeat(selectedIds, seat, maxSelection, onlyWheelchair);
      const description = describeSeat(t, i18n.language, index, seat, null);
      const counts = { count: ids.length, max: maxSelection };
      if (outcome === 'selected') setStatus(t('SEAT_MAP.SELECTED', { seat: description, ...counts }));
      else if (outcome === 'deselected') setStatus(t('SEAT_MAP.DESELECTED', { seat: description, ...counts }));
      else if (outcome === 'not-selectable') setStatus(t('SEAT_MAP.NOT_SELECTABLE', { state: t(`SEAT_MAP.STATE.${seat.state}`) }));
      else if (outcome === 'not-wheelchair') setStatus(t('SEAT_MAP.NOT_WHEELCHAIR'));
      else setStatus(t('SEAT_MAP.MAX_REACHED', { max: maxSelection }));
      if (ids !== selectedIds) setSelectedIds(ids);
    },
    [selectedIds, maxSelection, onlyWheelchair, t, i18n.language, index, setSelectedIds],
  );

  const open = (shape: SceneShape) => {
    setLevel(childLevel(shape.element));
    setStatus(describeShape(t, shape));
  };
  const back = () => {
    if (parent) setLevel(parent);
  };

  return (
    <div className={styles.root}>
      {scene ? (
        <SeatMapView
          index={index}
          scene={scene}
          label={label ?? t('SEAT_MAP.LABEL')}
          title={levelTitle(index, level, t('SEAT_MAP.ALL_SECTORS'), t('SEAT_MAP.ALL_SEATS'))}
          height={height}
          selectedIds={selectedIds}
          highlightIds={highlightIds}
          onlyWheelchair={onlyWheelchair}
          backLabel={parent ? backLabel(index, parent, t) : undefined}
          onBack={back}
          onOpen={open}
          onToggle={toggle}
          onAnnounce={setStatus}
          oneFingerPan={oneFingerPan}
        />
      ) : (
        <SeatMapMessage
          title={t('SEAT_MAP.EMPTY_TITLE')}
          text={t('SEAT_MAP.EMPTY_TEXT')}
          actions={
            parent && (
              <button type="button" className={styles.toolButton} onClick={back}>
                {backLabel(index, parent, t)}
              </button>
            )
          }
        />
      )}
      <p className={styles.status} role="status">
        {status}
      </p>
      {noWheelchairHere && <p className={styles.note}>{t('SEAT_MAP.NO_WHEELCHAIR')}</p>}
      <SeatMapLegend accessKinds={index.accessKinds} proposed={highlightIds.length > 0} />
      {listReady && index.seats.length > 0 && (
        <SeatListAlternative
          index={index}
          selectedIds={selectedIds}
          highlightIds={highlightIds}
          onlyWheelchair={onlyWheelchair}
          maxSelection={maxSelection}
          onToggle={toggle}
        />
      )}
    </div>
  );
}

/**
 * True once the browser is idle after the first paint: the hidden list (a scan of every seat, price
 * formatting) never delays the map. Without requestIdleCallback (Safari), a short timeout.
 */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const done = () => setPainted(true);
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(done, { timeout: 1000 });
      return () => cancelIdleCallback(idle);
    }
    const timer = window.setTimeout(done, 100);
    return () => clearTimeout(timer);
  }, []);
  return painted;
}

function backLabel(index: IndexedModel, parent: SeatMapLevel, t: TFunction): string {
  return parent.level === 'SECTOR' ? t('SEAT_MAP.BACK_TO_SECTORS') : t('SEAT_MAP.BACK', { name: levelTitle(index, parent, '', '') });
}

function levelTitle(index: IndexedModel, level: SeatMapLevel, sectors: string, allSeats: string): string {
  if (level.level === 'SECTOR') return sectors;
  if (level.level === 'SEAT' && level.parentId === undefined) return allSeats;
  const element = index.byId.get(level.parentId!);
  if (!element || element.level === 'SEAT') return '';
  const sector = element.level === 'AREA' ? index.byId.get(element.parentId) : undefined;
  return sector?.level === 'SECTOR' ? `${sector.name} · ${element.name}` : element.name;
}
