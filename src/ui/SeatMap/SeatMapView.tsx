import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeSeat, describeShape } from './describe';
import { nearestInDirection } from './direction';
import { FIT_TRANSITION_MS, HOME_TRANSITION_MS, ZOOM_IN_STEP, ZOOM_OUT_STEP, fitSeatsView, homeView, pointInPolygon, seatFocusView, worldToScreen, type Point } from './geometry';
import { BackIcon, HomeIcon, MinusIcon, PlusIcon } from './icons';
import type { IndexedModel } from './indexModel';
import { keyAction } from './keyboard';
import type { SeatMapSeat } from './model';
import type { Scene, SceneShape, SeatScene } from './scene';
import * as styles from './SeatMap.css';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import { minimapSizeFor, minimapToWorld } from './SeatMapRenderer';
import { useSeatMapEngine } from './useSeatMapEngine';
import { useSurfaceInput } from './useSurfaceInput';

interface SeatMapViewProps {
  index: IndexedModel;
  scene: Scene;
  label: string;
  title: string;
  height: string;
  selectedIds: readonly string[];
  /** Proposed seats: drawn with a halo; the view zooms to them whenever the list's content changes. */
  highlightIds: readonly string[];
  /** Ordinary seats dimmed ("wheelchair spaces only"). */
  onlyWheelchair: boolean;
  /** Label of the button that goes up a level; none at the top. */
  backLabel?: string;
  onBack(): void;
  onOpen(shape: SceneShape): void;
  onToggle(seat: SeatMapSeat): void;
  /** Polite announcement (for example, reaching the edge). */
  onAnnounce(text: string): void;
  oneFingerPan: boolean;
}

const EMPTY: ReadonlySet<number> = new Set<number>();

/** The drawing, its toolbar and minimap; keyboard, pointer and touch input. */
export function SeatMapView({ index, scene, label, title, height, selectedIds, highlightIds, onlyWheelchair, backLabel, onBack, onOpen, onToggle, onAnnounce, oneFingerPan }: SeatMapViewProps) {
  const { t, i18n } = useTranslation();
  const helpId = useId();
  const [focus, setFocus] = useState({ scene, index: -1 });
  const focused = focus.scene === scene ? focus.index : -1;
  const [keyboardMode, setKeyboardMode] = useState(false);
  const [hint, setHint] = useState(false);
  const [focusText, setFocusText] = useState('');
  const [hover, setHover] = useState<{ scene: Scene; index: number; x: number; y: number } | null>(null);
  const hovered = hover?.scene === scene ? hover : null;
  const selected = useMemo(() => indicesIn(scene, selectedIds), [scene, selectedIds]);
  const highlighted = useMemo(() => indicesIn(scene, highlightIds), [scene, highlightIds]);
  // The fit below follows the list's content, not its identity: a page may pass a new array each render.
  const highlightKey = useMemo(() => [...highlightIds].sort().join('\n'), [highlightIds]);
  const surfaceRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const minimapRef = useRef<HTMLCanvasElement>(null);
  const { engine, limits } = useSeatMapEngine({
    scene,
    selected,
    highlighted,
    focused: keyboardMode ? focused : -1,
    onlyAccess: onlyWheelchair,
    surfaceRef,
    canvasRef,
    minimapRef,
  });

  useEffect(() => {
    const size = engine.currentSize();
    const seats = scene.kind === 'seats' ? indicesIn(scene, highlightKey.split('\n')) : EMPTY;
    if (scene.kind !== 'seats' || seats.size === 0 || !size) return;
    const points = [...seats].map((i) => scene.seats[i]!);
    engine.animateTo(fitSeatsView(points, scene.seatSize, engine.fit(), size), FIT_TRANSITION_MS);
  }, [engine, scene, highlightKey]);

  const describe = (i: number) => describeSeat(t, i18n.language, index, (scene as SeatScene).seats[i]!, selected.has(i), highlighted.has(i));
  const lastSelected = scene.kind === 'seats' ? [...selected].pop() : undefined;

  const focusOn = (next: number) => {
    setFocus({ scene, index: next });
    if (scene.kind === 'seats') {
      const seat = scene.seats[next]!;
      engine.reveal(seat);
      setFocusText(describe(next));
    } else setFocusText(describeShape(t, scene.shapes[next]!));
  };

  const activate = (target: number) => {
    if (target < 0) return;
    if (scene.kind === 'seats') onToggle(scene.seats[target]!);
    else onOpen(scene.shapes[target]!);
  };

  const goHome = () => {
    if (scene.kind === 'seats' && lastSelected !== undefined) {
      engine.animateTo(seatFocusView(scene.seats[lastSelected]!, scene.seatSize, engine.fit()), HOME_TRANSITION_MS);
    } else engine.setView(homeView(scene.bounds));
  };

  /** The seat or shape under a point of the surface, -1 for none. */
  const targetAt = (point: Point) => {
    const world = engine.toWorld(point);
    return scene.kind === 'seats'
      ? scene.grid.hitTest(world.x, world.y, scene.seatSize * 0.75)
      : scene.shapes.findIndex((shape) => pointInPolygon(world, shape.element.shape));
  };

  useSurfaceInput(surfaceRef, engine, {
    onPointerInput: () => setKeyboardMode(false),
    oneFingerPan,
    onTouchHint: setHint,
    onActivate(point: Point) {
      const target = targetAt(point);
      if (target < 0) return;
      setFocus({ scene, index: target });
      activate(target);
    },
    onHover(point) {
      const target = point ? targetAt(point) : -1;
      if (target < 0 || !point) return setHover(null);
      if (hovered?.index === target) return;
      // Seats: the label sits over the seat; shapes: over the pointer.
      const size = engine.currentSize();
      const anchor = scene.kind === 'seats' && size ? worldToScreen(engine.view(), engine.fit(), size, scene.seats[target]!) : point;
      setHover({ scene, index: target, ...anchor });
    },
  });

  const move = (direction: 'left' | 'right' | 'up' | 'down') => {
    if (scene.kind === 'shapes') {
      if (focused < 0) return focusOn(0);
      const next = nearestInDirection(scene.shapes.map((shape) => shape.centroid), focused, direction);
      return next < 0 ? onAnnounce(t('SEAT_MAP.EDGE_SHAPE')) : focusOn(next);
    }
    if (focused < 0) {
      // The first arrow lands on the last chosen seat, or on the seat nearest the middle of the view.
      const view = engine.view();
      return focusOn(lastSelected ?? scene.grid.nearest(view.centerX, view.centerY));
    }
    const next = scene.grid.neighbour(focused, direction);
    if (next < 0) onAnnounce(t('SEAT_MAP.EDGE'));
    else focusOn(next);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const action = keyAction(event);
    if (!action) return;
    event.preventDefault();
    setKeyboardMode(true);
    const focusedPoint = focused >= 0 && scene.kind === 'seats' ? scene.seats[focused] : undefined;
    const size = engine.currentSize();
    const anchor = focusedPoint && size ? worldToScreen(engine.view(), engine.fit(), size, focusedPoint) : undefined;
    if (action === 'activate') activate(focused);
    else if (action === 'zoomIn') engine.zoomAt(ZOOM_IN_STEP, anchor);
    else if (action === 'zoomOut') engine.zoomAt(ZOOM_OUT_STEP, anchor);
    else if (action === 'home') goHome();
    else if (action === 'back') onBack();
    else move(action);
  };

  const moveFromMinimap = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.type === 'pointermove' && event.buttons !== 1) return;
    if (event.type === 'pointerdown') event.currentTarget.setPointerCapture?.(event.pointerId);
    const rect = event.currentTarget.getBoundingClientRect();
    const world = minimapToWorld(scene, { x: event.clientX - rect.left, y: event.clientY - rect.top });
    engine.setView({ ...engine.view(), centerX: world.x, centerY: world.y });
  };

  return (
    <>
      <div className={styles.toolbar}>
        {backLabel && (
          <button type="button" className={styles.toolButton} onClick={onBack}>
            <BackIcon />
            {backLabel}
          </button>
        )}
        <p className={styles.levelTitle}>{title}</p>
      </div>
      <div className={styles.stage} style={{ height }}>
        {/* role="application": the map is one keyboard widget (arrows, Enter, +, −, 0, Escape). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <div
          ref={surfaceRef}
          className={styles.surface}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="application"
          aria-roledescription={t('SEAT_MAP.ROLE')}
          aria-label={label}
          aria-describedby={helpId}
          data-seatmap-surface=""
          data-pointing={hovered ? '' : undefined}
          data-one-finger-pan={oneFingerPan || undefined}
          onKeyDown={onKeyDown}
        >
          <canvas ref={canvasRef} className={styles.canvas} aria-hidden="true" />
        </div>
        {/* After the surface in the DOM: Tab goes map, then its controls. */}
        <div className={styles.controls}>
          <ToolButton label={t('SEAT_MAP.ZOOM_IN')} disabled={!limits.canZoomIn} onClick={() => engine.zoomAt(ZOOM_IN_STEP)}>
            <PlusIcon />
          </ToolButton>
          <ToolButton label={t('SEAT_MAP.ZOOM_OUT')} disabled={!limits.canZoomOut} onClick={() => engine.zoomAt(ZOOM_OUT_STEP)}>
            <MinusIcon />
          </ToolButton>
          <ToolButton label={t(lastSelected !== undefined ? 'SEAT_MAP.HOME_SEAT' : 'SEAT_MAP.HOME')} onClick={goHome}>
            <HomeIcon />
          </ToolButton>
        </div>
        {hovered && (
          // For mouse users what keyboard users hear: which seat, its state and price.
          <div className={styles.tooltip} style={{ left: hovered.x, top: hovered.y }} aria-hidden="true">
            {scene.kind === 'seats'
              ? describe(hovered.index)
              : describeShape(t, scene.shapes[hovered.index]!)}
          </div>
        )}
        {hint && (
          <div className={styles.touchHint} role="status">
            {t('SEAT_MAP.TOUCH_HINT')}
          </div>
        )}
        {/* Hidden at 1×, where the whole scene is already on screen. */}
        <canvas
          ref={minimapRef}
          hidden={!limits.canZoomOut}
          className={styles.minimap}
          style={minimapSizeFor(scene)}
          aria-hidden="true"
          data-seatmap-minimap=""
          onPointerDown={moveFromMinimap}
          onPointerMove={moveFromMinimap}
        />
      </div>
      <p id={helpId} className={styles.help}>
        {t('SEAT_MAP.HELP')}
      </p>
      <p className={visuallyHidden} aria-live="polite">
        {focusText}
      </p>
    </>
  );
}

/** Positions in the scene of the seat ids it holds. */
function indicesIn(scene: Scene, ids: readonly string[]): ReadonlySet<number> {
  if (scene.kind !== 'seats' || ids.length === 0) return EMPTY;
  return new Set(ids.map((id) => scene.indexOf(id)).filter((i): i is number => i !== undefined));
}

interface ToolButtonProps {
  label: string;
  disabled?: boolean;
  onClick(): void;
  children: ReactNode;
}

/** aria-disabled, not disabled: a button that reaches its limit keeps the keyboard focus. */
function ToolButton({ label, disabled = false, onClick, children }: ToolButtonProps) {
  return (
    <button type="button" className={styles.toolButton} aria-label={label} aria-disabled={disabled} onClick={disabled ? undefined : onClick}>
      {children}
    </button>
  );
}
