import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { spanishI18n } from '../../test/i18n';
import type { SeatMapElement } from './model';
import { SeatMap } from './SeatMap';
import { SeatMapRenderer } from './SeatMapRenderer';

const i18n = spanishI18n();
const square = [
  { x: 0, y: 0 },
  { x: 20, y: 0 },
  { x: 20, y: 5 },
];
const elements: SeatMapElement[] = [
  { level: 'SECTOR', id: 'N', name: 'Norte', shape: square },
  { level: 'AREA', id: 'N1', parentId: 'N', name: 'Zona 1', shape: square },
  ...Array.from({ length: 10 }, (_, i): SeatMapElement => ({ level: 'SEAT', id: `s${i + 1}`, parentId: 'N1', x: 1 + i * 2, y: 2, row: '1', number: String(i + 1), state: 'available' })),
];
const model = { elements };

const ui = (highlightIds: string[]) => (
  <I18nextProvider i18n={i18n}>
    <SeatMap model={model} defaultLevel={{ level: 'SEAT', parentId: 'N1' }} highlightIds={highlightIds} />
  </I18nextProvider>
);

describe('SeatMap highlightIds', () => {
  beforeEach(() => {
    // jsdom has no layout and no canvas: the engine measures 0 × 0 and draws nothing, but still moves its view.
    vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} });
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('zooms to the seats when the list changes in content, not when a page passes the same ids anew', () => {
    const animateTo = vi.spyOn(SeatMapRenderer.prototype, 'animateTo');
    const { rerender } = render(ui(['s4', 's5']));
    expect(animateTo).toHaveBeenCalledTimes(1);
    expect(animateTo.mock.lastCall![0]).toMatchObject({ centerX: 8, centerY: 2 });
    rerender(ui(['s5', 's4']));
    expect(animateTo).toHaveBeenCalledTimes(1);
    rerender(ui(['s8', 's9']));
    expect(animateTo).toHaveBeenCalledTimes(2);
    expect(animateTo.mock.lastCall![0]).toMatchObject({ centerX: 16, centerY: 2 });
  });

  it('moves at once, without a transition, under prefers-reduced-motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    const setView = vi.spyOn(SeatMapRenderer.prototype, 'setView');
    // Without reduced motion the fit is a transition, never a setView (see the first test's animateTo).
    render(ui(['s4', 's5']));
    expect(setView).toHaveBeenLastCalledWith(expect.objectContaining({ centerX: 8, centerY: 2 }));
  });

  it('leaves the view alone without highlighted seats', () => {
    const animateTo = vi.spyOn(SeatMapRenderer.prototype, 'animateTo');
    render(ui([]));
    expect(animateTo).not.toHaveBeenCalled();
  });
});
