import type { Direction } from './direction';

export type KeyAction = Direction | 'activate' | 'zoomIn' | 'zoomOut' | 'home' | 'back';

const KEYS: Record<string, KeyAction> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
  Enter: 'activate',
  ' ': 'activate',
  '+': 'zoomIn',
  '=': 'zoomIn', // the unshifted "+" key on many layouts
  '-': 'zoomOut',
  '_': 'zoomOut',
  '0': 'home',
  Escape: 'back',
};

/** The map's keys; anything else (Tab above all) is left to the browser. */
export function keyAction(event: { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean }): KeyAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  return KEYS[event.key] ?? null;
}
