import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SeatMap, SEAT_FOCUS_WIDTH_PX, ZOOM_MAX, type SeatMapElement, type SeatMapModel } from '../../src/ui';
import { boundsOf, fitScale, fitSeatsView } from '../../src/ui/SeatMap/geometry';
import { oneArea, seatBounds, seatsOf, stadium, stadiumWithWheelchairSpaces } from '../fixtures/stadiums';

const small = stadium(1000);
const arena = stadium(10000);
const big = stadium(50000);

/** What SeatMap is for, when to use it, and its accessibility: the docs page's description. */
const guidelines = `The stadium seat map: sectors, then areas, then seats, drawn on a canvas (50,000 seats stay smooth on a phone), with pan, zoom, home, a minimap and a legend. It takes a plain model (\`SeatMapModel\`: one flat list of sectors, areas and seats with coordinates and state) and emits the chosen seat ids; it knows nothing of sign-up or seat-change sessions (features adapt their API areas).

**Choosing.** \`maxSelection\` 1 (default): a new choice replaces the old one. Above one, the maximum is a hard stop, announced, until a seat is removed. The member's current seat can be chosen (keeping it is a valid answer). Taken and unavailable seats cannot.

**Pointer.** Drag pans; wheel or pinch zooms around the pointer; one finger on touch scrolls the page and, after 100 ms, shows "Usa 2 dedos para mover" (\`oneFingerPan\` for a full-screen picker); two fingers pan and zoom; + / − zoom between 1× and 100×; home shows the whole scene or zooms to the chosen seat; the minimap moves the view.

**Keyboard model.** The map is one tab stop (\`role="application"\`, described by the key list):

| key | does |
|---|---|
| arrows | next seat in the row (left/right), nearest seat of the next row (up/down), across aisles and areas; on sectors and areas, the neighbouring shape. At the edge nothing moves and the edge is announced |
| Enter, Space | choose or remove the focused seat; open the focused sector or area |
| \`+\`, \`-\`, \`0\` | zoom in, zoom out, home |
| Escape | up a level |

The zoom buttons at their limit are \`aria-disabled\` (not \`disabled\`), so focus stays on them.

**Announcements.** The focused seat is read as sector, area, row, seat, state and price. Choices, refusals (a taken seat, the maximum reached) and the edge go to a status line under the map, visible to everyone and announced politely.

**List alternative.** Right after the map, a list gives the same choice without the drawing: price, then area, then that area's free seats as radio buttons (one seat) or checkboxes (several). It is visually hidden until keyboard focus enters it, so keyboard and screen-reader users meet it right after the map; once opened it stays open, so the buttons under it do not move when focus leaves it.

**Seats together and wheelchair spaces.** \`highlightIds\` points seats out (a proposal): a dashed halo, "propuesto" when announced and in the list, and the view zooms to fit them whenever the list's content changes (it does not choose them). A seat's \`access\` makes it a wheelchair space (a rounded square with the wheelchair symbol) or a companion seat (a seat with a short bar), each named first when announced and listed in the legend when present. \`onlyWheelchair\` dims the other seats to small pale dots, refuses them with the reason, lists only spaces and companion seats, and says so when an area has none.

**Colours** are theme tokens (\`seatAvailable\`, \`seatTaken\`, \`seatCurrent\`, \`seatUnavailable\`, \`seatSelected\`), and shape carries meaning too: "not at this price" is a ring, a chosen seat has a white core. Under forced colours the canvas uses system colours. More in \`src/ui/SeatMap/README.md\`.`;

const meta = {
  title: 'ui/SeatMap',
  component: SeatMap,
  tags: ['autodocs'],
  args: { model: arena, onSelectionChange: fn(), onLevelChange: fn() },
  parameters: { layout: 'padded', docs: { description: { component: guidelines } } },
} satisfies Meta<typeof SeatMap>;

export default meta;
type Story = StoryObj<typeof meta>;

const surfaceOf = (root: HTMLElement) => within(root).getByRole('application', { name: 'Mapa de asientos' });
const zoomOf = (root: HTMLElement) => Number(surfaceOf(root).dataset.zoom);
const button = (root: HTMLElement, name: string | RegExp) => within(root).getByRole('button', { name });
const drawn = (root: HTMLElement) => waitFor(() => expect(surfaceOf(root).dataset.zoom).toBeDefined());

/** First area (with its sector) holding a seat in the given state. */
function areaWith(model: SeatMapModel, state: string) {
  const seat = seatsOf(model).find((candidate) => candidate.state === state)!;
  return seat.parentId;
}
const firstArea = areaWith(arena, 'available');

export const Sectors: Story = {
  name: 'Level SECTOR: open a sector with the keyboard',
  play: async ({ canvasElement, args }) => {
    const root = canvasElement;
    await drawn(root);
    await expect(within(root).getByText('Sectores')).toBeVisible();
    surfaceOf(root).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(root).getByText(/^Tribuna Norte: \d+ asientos libres$/)).toBeInTheDocument());
    await userEvent.keyboard('{Enter}');
    await expect(args.onLevelChange).toHaveBeenCalledWith({ level: 'AREA', parentId: 'N' });
    await expect(await within(root).findByText('Tribuna Norte')).toBeVisible();
    await expect(button(root, 'Volver a los sectores')).toBeVisible();
  },
};

export const Areas: Story = {
  name: 'Level AREA: the areas of one sector, back to the sectors',
  args: { defaultLevel: { level: 'AREA', parentId: 'N' } },
  play: async ({ canvasElement, args }) => {
    await drawn(canvasElement);
    await expect(within(canvasElement).getByText('Tribuna Norte')).toBeVisible();
    surfaceOf(canvasElement).focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onLevelChange).toHaveBeenCalledWith({ level: 'SECTOR' });
  },
};

/** The arena's sectors and areas without their seats, each area saying how many are free (an area chooser's map). */
const areasOnly: SeatMapModel = {
  ...arena,
  elements: arena.elements.flatMap((element): SeatMapElement[] => {
    if (element.level === 'SEAT') return [];
    if (element.level === 'SECTOR') return [element];
    return [{ ...element, available: seatsOf(arena).filter((seat) => seat.parentId === element.id && seat.state === 'available').length }];
  }),
};

export const AreasWithoutSeats: Story = {
  name: 'Areas without their seats: the free count comes from each area',
  args: { model: areasOnly, defaultLevel: { level: 'AREA', parentId: 'N' } },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    surfaceOf(canvasElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(canvasElement).getByText(/^Zona \w+: [1-9]\d* asientos? libres?$/)).toBeInTheDocument());
  },
};

export const Seats: Story = {
  name: 'Level SEAT: one area, choose a seat with the keyboard (announced)',
  args: { defaultLevel: { level: 'SEAT', parentId: firstArea } },
  play: async ({ canvasElement, args }) => {
    const root = canvasElement;
    await drawn(root);
    surfaceOf(root).focus();
    await userEvent.keyboard('{ArrowRight}');
    const focusText = await within(root).findByText(/^Tribuna Norte, Zona 1A, fila \d+, asiento \d+: .+ €$/);
    const first = focusText.textContent;
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(focusText.textContent).not.toBe(first));
    // Walk until a free seat, then choose it.
    for (let step = 0; step < 20 && !/: Libre/.test(focusText.textContent ?? ''); step++) await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    await expect(within(root).getByRole('status', { name: '' })).toHaveTextContent(/^Elegido: .+\. Llevas 1 de 1\.$/);
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowDown}');
    await expect(focusText).toHaveTextContent(/fila \d+/);
  },
};

/** Where a seat is on screen, from the view the map publishes (same maths as the viewer). */
function seatOnScreen(root: HTMLElement, model: SeatMapModel, areaId: string, seatId: string) {
  const surface = surfaceOf(root);
  const rect = surface.getBoundingClientRect();
  const areaSeats = seatsOf(model).filter((seat) => seat.parentId === areaId);
  const size = model.seatSize ?? 1;
  const xs = areaSeats.map((seat) => seat.x);
  const ys = areaSeats.map((seat) => seat.y);
  const bounds = { minX: Math.min(...xs) - size, maxX: Math.max(...xs) + size, minY: Math.min(...ys) - size, maxY: Math.max(...ys) + size };
  const fit = Math.min((rect.width - 24) / (bounds.maxX - bounds.minX), (rect.height - 24) / (bounds.maxY - bounds.minY));
  const k = fit * Number(surface.dataset.zoom);
  const seat = areaSeats.find((candidate) => candidate.id === seatId)!;
  return {
    clientX: rect.left + rect.width / 2 + (seat.x - Number(surface.dataset.centerX)) * k,
    clientY: rect.top + rect.height / 2 + (seat.y - Number(surface.dataset.centerY)) * k,
  };
}

export const Mouse: Story = {
  name: 'Mouse: drag to pan, wheel to zoom, click to choose',
  args: { defaultLevel: { level: 'SEAT', parentId: firstArea } },
  play: async ({ canvasElement, args }) => {
    await drawn(canvasElement);
    const surface = surfaceOf(canvasElement);
    const rect = surface.getBoundingClientRect();
    const middle = { clientX: rect.left + rect.width / 2, clientY: rect.top + rect.height / 2 };
    surface.dispatchEvent(new WheelEvent('wheel', { deltaY: -300, ...middle, bubbles: true, cancelable: true }));
    await waitFor(() => expect(zoomOf(canvasElement)).toBeGreaterThan(1.5));
    const before = Number(surface.dataset.centerX);
    // Dispatched one by one (a userEvent.pointer call of its own would forget the pressed button):
    // while dragging, the last picture is moved by a transform, not redrawn; letting go redraws it sharp.
    const press = (type: string, dx: number) =>
      surface.dispatchEvent(new PointerEvent(type, { pointerId: 1, pointerType: 'mouse', isPrimary: true, button: type === 'pointermove' ? -1 : 0, buttons: type === 'pointerup' ? 0 : 1, clientX: middle.clientX + dx, clientY: middle.clientY, bubbles: true }));
    const picture = surface.querySelector('canvas')!;
    press('pointerdown', 0);
    press('pointermove', -60);
    await waitFor(() => expect(picture.style.transform).toMatch(/^translate\(-/));
    press('pointerup', -60);
    await waitFor(() => expect(picture.style.transform).toBe(''));
    // Dragging left moves the map left: the view's centre moves right. A drag is not a click.
    await waitFor(() => expect(Number(surface.dataset.centerX)).toBeGreaterThan(before));
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    // The free seat nearest the middle of the view: on screen at every width.
    const middleX = Number(surface.dataset.centerX);
    const middleY = Number(surface.dataset.centerY);
    const freeSeat = seatsOf(arena)
      .filter((seat) => seat.parentId === firstArea && seat.state === 'available')
      .sort((a, b) => Math.hypot(a.x - middleX, a.y - middleY) - Math.hypot(b.x - middleX, b.y - middleY))[0]!;
    const at = seatOnScreen(canvasElement, arena, firstArea, freeSeat.id);
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: surface, coords: at },
      { keys: '[/MouseLeft]', target: surface, coords: at },
    ]);
    await expect(args.onSelectionChange).toHaveBeenCalledWith([freeSeat.id]);
    await expect(within(canvasElement).getByRole('status', { name: '' })).toHaveTextContent(/^Elegido: Tribuna Norte, Zona 1A, fila \d+, asiento \d+, \d+ €\. Llevas 1 de 1\.$/);
    // Hovering a seat names it, its state and its price, as the keyboard focus does.
    await userEvent.pointer({ target: surface, coords: { clientX: at.clientX + 1, clientY: at.clientY } });
    await expect(await within(canvasElement).findByText(/^Tribuna Norte, Zona 1A, fila \d+, asiento \d+: Elegido, \d+ €$/)).toBeVisible();
    await expect(surface).toHaveAttribute('data-pointing');
  },
};

export const WholeStadium50k: Story = {
  name: '50,000 seats, whole stadium',
  args: { model: big, defaultLevel: { level: 'SEAT' } },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    await expect(within(canvasElement).getByText('Todos los asientos')).toBeVisible();
  },
};

export const ZoomAtMinimum: Story = {
  name: 'Zoom 1×: zoom-out disabled',
  args: { defaultLevel: { level: 'SEAT' } },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    await expect(zoomOf(canvasElement)).toBe(1);
    const zoomOut = button(canvasElement, 'Reducir');
    await expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(zoomOut);
    await expect(zoomOf(canvasElement)).toBe(1);
    await expect(button(canvasElement, 'Ampliar')).toHaveAttribute('aria-disabled', 'false');
  },
};

export const ZoomAtMaximum: Story = {
  name: 'Zoom 100×: zoom-in disabled',
  args: { defaultLevel: { level: 'SEAT' } },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    const zoomIn = button(canvasElement, 'Ampliar');
    await userEvent.click(zoomIn);
    await waitFor(() => expect(zoomOf(canvasElement)).toBeCloseTo(1.2, 3));
    for (let i = 0; i < 30; i++) await userEvent.click(zoomIn);
    await waitFor(() => expect(zoomOf(canvasElement)).toBe(ZOOM_MAX));
    await expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
    await expect(zoomIn).toHaveFocus();
    await expect(button(canvasElement, 'Reducir')).toHaveAttribute('aria-disabled', 'false');
  },
};

const chosenSeat = seatsOf(arena).find((seat) => seat.state === 'available' && seat.parentId.startsWith('S-2'))!;

export const HomeToSelectedSeat: Story = {
  name: 'Home with a chosen seat: zooms until it is 12 px wide',
  args: { defaultLevel: { level: 'SEAT' }, defaultSelectedIds: [chosenSeat.id] },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    await userEvent.click(button(canvasElement, 'Centrar el asiento elegido'));
    const surface = surfaceOf(canvasElement);
    const { width, height } = surface.getBoundingClientRect();
    const bounds = seatBounds(arena);
    const fit = Math.min((width - 24) / (bounds.maxX - bounds.minX), (height - 24) / (bounds.maxY - bounds.minY));
    const expected = Math.min(ZOOM_MAX, SEAT_FOCUS_WIDTH_PX / ((arena.seatSize ?? 1) * fit));
    // The 3 s transition ends on the seat, centred.
    await waitFor(() => {
      expect(zoomOf(canvasElement)).toBeCloseTo(expected, 2);
      expect(Number(surface.dataset.centerX)).toBeCloseTo(chosenSeat.x, 2);
      expect(Number(surface.dataset.centerY)).toBeCloseTo(chosenSeat.y, 2);
    });
  },
};

export const Minimap: Story = {
  name: 'Minimap: a click moves the view there',
  args: { defaultLevel: { level: 'SEAT' } },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    for (let i = 0; i < 6; i++) await userEvent.click(button(canvasElement, 'Ampliar'));
    const surface = surfaceOf(canvasElement);
    const before = Number(surface.dataset.centerX);
    const minimap = canvasElement.querySelector<HTMLCanvasElement>('[data-seatmap-minimap]')!;
    const rect = minimap.getBoundingClientRect();
    await userEvent.pointer({ keys: '[MouseLeft]', target: minimap, coords: { clientX: rect.left + rect.width * 0.85, clientY: rect.top + rect.height / 2 } });
    await waitFor(() => expect(Number(surface.dataset.centerX)).toBeGreaterThan(before + 20));
  },
};

export const TouchHint: Story = {
  name: 'Touch: one finger shows "Usa 2 dedos para mover"',
  args: { defaultLevel: { level: 'SEAT' } },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    const surface = surfaceOf(canvasElement);
    const rect = surface.getBoundingClientRect();
    const touchAt = (y: number) => new Touch({ identifier: 1, target: surface, clientX: rect.left + rect.width / 2, clientY: rect.top + y });
    surface.dispatchEvent(new TouchEvent('touchstart', { touches: [touchAt(40)], bubbles: true, cancelable: true }));
    surface.dispatchEvent(new TouchEvent('touchmove', { touches: [touchAt(70)], bubbles: true, cancelable: true }));
    await expect(within(canvasElement).queryByText('Usa 2 dedos para mover')).toBeNull();
    await expect(await within(canvasElement).findByText('Usa 2 dedos para mover')).toBeVisible();
    await expect(zoomOf(canvasElement)).toBe(1);
  },
};

export const OneFingerPan: Story = {
  name: 'Touch: one finger pans where the page allows (oneFingerPan)',
  args: { defaultLevel: { level: 'SEAT' }, oneFingerPan: true },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    for (let i = 0; i < 4; i++) await userEvent.click(button(canvasElement, 'Ampliar'));
    const surface = surfaceOf(canvasElement);
    const before = Number(surface.dataset.centerY);
    const rect = surface.getBoundingClientRect();
    const touchAt = (y: number) => new Touch({ identifier: 1, target: surface, clientX: rect.left + rect.width / 2, clientY: rect.top + y });
    surface.dispatchEvent(new TouchEvent('touchstart', { touches: [touchAt(150)], bubbles: true, cancelable: true }));
    const move = new TouchEvent('touchmove', { touches: [touchAt(100)], bubbles: true, cancelable: true });
    surface.dispatchEvent(move);
    surface.dispatchEvent(new TouchEvent('touchend', { touches: [], bubbles: true, cancelable: true }));
    // Finger up by 50 px: the map follows it, the page does not scroll, no hint.
    await waitFor(() => expect(Number(surface.dataset.centerY)).toBeGreaterThan(before));
    await expect(move.defaultPrevented).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(within(canvasElement).queryByText('Usa 2 dedos para mover')).toBeNull();
  },
};

export const TwoFingers: Story = {
  name: 'Touch: two fingers pan and zoom, no hint',
  args: { defaultLevel: { level: 'SEAT' } },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    const surface = surfaceOf(canvasElement);
    const rect = surface.getBoundingClientRect();
    const cx = rect.left + rect.width / 2;
    const cy = rect.top + rect.height / 2;
    const fingers = (spread: number) => [
      new Touch({ identifier: 1, target: surface, clientX: cx - spread, clientY: cy }),
      new Touch({ identifier: 2, target: surface, clientX: cx + spread, clientY: cy }),
    ];
    surface.dispatchEvent(new TouchEvent('touchstart', { touches: fingers(20), bubbles: true, cancelable: true }));
    const move = new TouchEvent('touchmove', { touches: fingers(60), bubbles: true, cancelable: true });
    surface.dispatchEvent(move);
    surface.dispatchEvent(new TouchEvent('touchend', { touches: [], bubbles: true, cancelable: true }));
    // The fingers moved three times apart: the map zoomed three times, the page did not scroll.
    await waitFor(() => expect(zoomOf(canvasElement)).toBeCloseTo(3, 3));
    await expect(move.defaultPrevented).toBe(true);
    await expect(within(canvasElement).queryByText('Usa 2 dedos para mover')).toBeNull();
  },
};

const threeChosen = seatsOf(arena)
  .filter((seat) => seat.parentId === firstArea && seat.state === 'available')
  .slice(0, 3)
  .map((seat) => seat.id);

export const MultiSelectAtMaximum: Story = {
  name: 'Several seats: at the maximum (3) a fourth is refused',
  args: { defaultLevel: { level: 'SEAT', parentId: firstArea }, maxSelection: 3, defaultSelectedIds: threeChosen },
  play: async ({ canvasElement, args }) => {
    await drawn(canvasElement);
    surfaceOf(canvasElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    const focusText = await within(canvasElement).findByText(/fila \d+, asiento \d+/);
    for (let step = 0; step < 40 && !/: Libre/.test(focusText.textContent ?? ''); step++) await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    await expect(within(canvasElement).getByRole('status', { name: '' })).toHaveTextContent('Ya has elegido el máximo de 3 asientos. Quita uno para elegir otro.');
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

const unavailableArea = areaWith(small, 'unavailable');

export const TakenAndUnavailable: Story = {
  name: 'Taken and not-at-this-price seats cannot be chosen',
  args: { model: small, defaultLevel: { level: 'SEAT', parentId: unavailableArea } },
  play: async ({ canvasElement, args }) => {
    await drawn(canvasElement);
    for (let i = 0; i < 4; i++) await userEvent.click(button(canvasElement, 'Ampliar'));
    surfaceOf(canvasElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    const focusText = await within(canvasElement).findByText(/fila \d+, asiento \d+/);
    for (let step = 0; step < 40 && !/No disponible a este precio/.test(focusText.textContent ?? ''); step++) await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    await expect(within(canvasElement).getByRole('status', { name: '' })).toHaveTextContent('Este asiento no se puede elegir: No disponible a este precio.');
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

export const ListAlternative: Story = {
  name: 'Without the map: price, area and seat from a list',
  args: { model: small },
  play: async ({ canvasElement, args }) => {
    const root = within(canvasElement);
    await drawn(canvasElement);
    // The list mounts once the browser is idle after the first paint.
    const list = await root.findByRole('group', { name: 'Elegir asiento sin el mapa' });
    const shownWidth = () => list.parentElement!.getBoundingClientRect().width;
    // Hidden until the keyboard reaches it, right after the map and its buttons.
    await expect(shownWidth()).toBeLessThanOrEqual(1);
    surfaceOf(canvasElement).focus();
    await userEvent.tab(); // zoom in
    await userEvent.tab(); // zoom out (aria-disabled, still focusable)
    await userEvent.tab(); // home
    await userEvent.tab();
    const price = root.getByRole('combobox', { name: 'Precio' });
    await expect(price).toHaveFocus();
    await expect(shownWidth()).toBeGreaterThan(100);
    const firstPrice = within(price).getAllByRole('option')[1]!;
    await userEvent.selectOptions(price, firstPrice);
    const area = root.getByRole('combobox', { name: 'Zona' });
    await userEvent.selectOptions(area, within(area).getAllByRole('option')[1]!);
    const seats = within(list).getAllByRole('radio');
    await expect(seats.length).toBeGreaterThan(0);
    await expect(seats[0]).toHaveAccessibleName(new RegExp(`^Fila \\d+, asiento \\d+, ${firstPrice.textContent}`));
    await userEvent.click(seats[0]!);
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
    await expect(seats[0]).toBeChecked();
    await expect(root.getByRole('status', { name: '' })).toHaveTextContent(/^Elegido: /);
    // Leaving it does not fold it away: whatever is under it stays where the pointer found it.
    surfaceOf(canvasElement).focus();
    await expect(shownWidth()).toBeGreaterThan(100);
  },
};

export const EmptyModel: Story = {
  name: 'Empty model',
  args: { model: { elements: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No hay asientos que mostrar')).toBeVisible();
  },
};

export const BadElement: Story = {
  name: 'A bad element: clear message, no crash',
  args: {
    model: { elements: [...small.elements.slice(0, 40), { level: 'SEAT', id: 'X-1', parentId: 'nowhere', x: 0, y: 0, row: '1', number: '1', state: 'available' }] },
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('No podemos mostrar el mapa de asientos');
    await expect(alert).toHaveTextContent('Elemento «X-1»: su sector o zona no existe.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A hand-made area: a wheelchair space and a companion seat in each state, ordinary seats to compare. */
const accessSquare = [
  { x: 0, y: 0 },
  { x: 12, y: 0 },
  { x: 12, y: 8 },
  { x: 0, y: 8 },
];
const ACCESS_STATES = ['available', 'taken', 'current', 'unavailable', 'available'] as const;
const accessStates: SeatMapModel = {
  seatSize: 1.6,
  elements: [
    { level: 'SECTOR', id: 'N', name: 'Tribuna Norte', shape: accessSquare },
    { level: 'AREA', id: 'N-1A', parentId: 'N', name: 'Zona 1A', price: 45, shape: accessSquare },
    ...(['wheelchair', 'companion', undefined] as const).flatMap((access, row) =>
      ACCESS_STATES.map(
        (state, i): SeatMapElement => ({ level: 'SEAT', id: `r${row + 1}s${i + 1}`, parentId: 'N-1A', x: 2 + i * 2, y: 2 + row * 2, row: String(row + 1), number: String(i + 1), state, access }),
      ),
    ),
  ],
};

export const WheelchairSpacesInEveryState: Story = {
  name: 'Wheelchair spaces and companion seats: their own shapes in every state, legend, names',
  args: { model: accessStates, defaultLevel: { level: 'SEAT', parentId: 'N-1A' }, maxSelection: 3, defaultSelectedIds: ['r1s5', 'r2s5', 'r3s5'] },
  play: async ({ canvasElement }) => {
    const root = within(canvasElement);
    await drawn(canvasElement);
    const legend = root.getByRole('list', { name: 'Leyenda del mapa' });
    await expect(within(legend).getByText('Espacio para silla de ruedas')).toBeVisible();
    await expect(within(legend).getByText('Asiento de acompañante')).toBeVisible();
    // The first arrow lands on the last chosen seat; up reaches the companion seat, then the space.
    surfaceOf(canvasElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowUp}');
    await expect(await root.findByText('Asiento de acompañante, Tribuna Norte, Zona 1A, fila 2, asiento 5: Elegido, 45 €')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowUp}');
    await expect(await root.findByText('Espacio para silla de ruedas, Tribuna Norte, Zona 1A, fila 1, asiento 5: Elegido, 45 €')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(await root.findByText('Espacio para silla de ruedas, Tribuna Norte, Zona 1A, fila 1, asiento 4: No disponible a este precio, 45 €')).toBeInTheDocument();
    // The list names them the same way.
    const list = await root.findByRole('group', { name: 'Elegir asiento sin el mapa' });
    await expect(within(list).getByRole('checkbox', { name: 'Espacio para silla de ruedas, fila 1, asiento 1, 45 €' })).toBeInTheDocument();
    await expect(within(list).getByRole('checkbox', { name: 'Asiento de acompañante, fila 2, asiento 1, 45 €' })).toBeInTheDocument();
  },
};

/** An area of the generated stadium with a free wheelchair space and its free companion seat. */
const withSpaces = stadiumWithWheelchairSpaces();
const freeSpace = seatsOf(withSpaces).find(
  (seat) =>
    seat.access === 'wheelchair' &&
    seat.state === 'available' &&
    seatsOf(withSpaces).some((other) => other.access === 'companion' && other.parentId === seat.parentId && other.state === 'available'),
)!;
const spaceArea = oneArea(withSpaces, freeSpace.parentId);
const spaceCompanion = seatsOf(spaceArea).find((seat) => seat.access === 'companion')!;

export const ChooseSpaceAndCompanion: Story = {
  name: 'Wheelchair space and its companion seat chosen by keyboard (announced)',
  args: { model: spaceArea, defaultLevel: { level: 'SEAT', parentId: freeSpace.parentId }, maxSelection: 2, defaultSelectedIds: [freeSpace.id] },
  play: async ({ canvasElement, args }) => {
    await drawn(canvasElement);
    surfaceOf(canvasElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    const focusText = await within(canvasElement).findByText(/^Espacio para silla de ruedas, .+, fila 1, asiento \d+: Elegido, \d+ €$/);
    // The companion seat is the space's neighbour in the row.
    await userEvent.keyboard(spaceCompanion.x < freeSpace.x ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(focusText).toHaveTextContent(/^Asiento de acompañante, .+, fila 1, asiento \d+: Libre, \d+ €$/);
    await userEvent.keyboard('{Enter}');
    await expect(within(canvasElement).getByRole('status', { name: '' })).toHaveTextContent(/^Elegido: Asiento de acompañante, .+\. Llevas 2 de 2\.$/);
    await expect(args.onSelectionChange).toHaveBeenCalledWith([freeSpace.id, spaceCompanion.id]);
  },
};

/** Three free ordinary seats side by side in one row of the first area: a proposal. */
const proposalArea = firstArea;
const proposal = (() => {
  const seats = seatsOf(arena).filter((seat) => seat.parentId === proposalArea);
  for (const start of seats) {
    const block = [0, 1, 2].map((step) => seats.find((seat) => seat.row === start.row && Number(seat.number) === Number(start.number) + step));
    if (block.every((seat) => seat?.state === 'available')) return block.map((seat) => seat!);
  }
  throw new Error('no three free seats together');
})();

export const ProposalHighlighted: Story = {
  name: 'Proposed seats: a dashed halo, the view zoomed to them, "propuesto" in the list',
  args: { defaultLevel: { level: 'SEAT', parentId: proposalArea }, highlightIds: proposal.map((seat) => seat.id), maxSelection: 3 },
  play: async ({ canvasElement, args }) => {
    const root = within(canvasElement);
    await drawn(canvasElement);
    const surface = surfaceOf(canvasElement);
    const size = surface.getBoundingClientRect();
    const areaSeats = seatsOf(arena).filter((seat) => seat.parentId === proposalArea);
    const seatSize = arena.seatSize ?? 1;
    const expected = fitSeatsView(proposal, seatSize, fitScale(boundsOf(areaSeats, seatSize), size), size);
    await waitFor(() => {
      expect(zoomOf(canvasElement)).toBeCloseTo(expected.zoom, 2);
      expect(Number(surface.dataset.centerX)).toBeCloseTo(expected.centerX, 2);
      expect(Number(surface.dataset.centerY)).toBeCloseTo(expected.centerY, 2);
    });
    await expect(root.getByText('Propuesto')).toBeVisible();
    // The keyboard lands in the middle of the view: on the proposal, named as proposed.
    surface.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await root.findByText(/^Tribuna Norte, Zona 1A, fila \d+, asiento \d+: Libre, propuesto, \d+ €$/)).toBeInTheDocument();
    const list = await root.findByRole('group', { name: 'Elegir asiento sin el mapa' });
    const area = within(list).getByRole('combobox', { name: 'Zona' });
    await userEvent.selectOptions(area, proposalArea);
    for (const seat of proposal) {
      await expect(within(list).getByRole('checkbox', { name: new RegExp(`^Fila ${seat.row}, asiento ${seat.number}, \\d+ € \\(propuesto\\)$`) })).not.toBeChecked();
    }
    // Pointing seats out does not choose them: the page sets both.
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

export const WheelchairFilter: Story = {
  name: 'Wheelchair spaces only: other seats dimmed and refused, the list shows spaces and companion seats',
  args: { model: spaceArea, defaultLevel: { level: 'SEAT', parentId: freeSpace.parentId }, onlyWheelchair: true, maxSelection: 2 },
  play: async ({ canvasElement, args }) => {
    const root = within(canvasElement);
    await drawn(canvasElement);
    surfaceOf(canvasElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    const focusText = await root.findByText(/fila \d+, asiento \d+/);
    for (let step = 0; step < 40 && !/^Tribuna .+: Libre/.test(focusText.textContent ?? ''); step++) await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    await expect(root.getByRole('status', { name: '' })).toHaveTextContent(
      'Con «Solo espacios para silla de ruedas» solo se pueden elegir espacios para silla de ruedas y asientos de acompañante.',
    );
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    const list = await root.findByRole('group', { name: 'Elegir asiento sin el mapa' });
    const options = within(list).getAllByRole('checkbox');
    await expect(options).toHaveLength(2);
    await expect(options[0]).toHaveAccessibleName(/^Asiento de acompañante, fila 1, asiento \d+, \d+ €$/);
    await expect(options[1]).toHaveAccessibleName(/^Espacio para silla de ruedas, fila 1, asiento \d+, \d+ €$/);
    await userEvent.click(options[1]!);
    await expect(args.onSelectionChange).toHaveBeenCalledWith([freeSpace.id]);
  },
};

const areaWithoutSpaces = oneArea(withSpaces, seatsOf(withSpaces).find((seat) => !seatsOf(withSpaces).some((other) => other.access && other.parentId === seat.parentId))!.parentId);

export const WheelchairFilterNone: Story = {
  name: 'Wheelchair spaces only, in an area without any: said on the map and in the list',
  args: { model: areaWithoutSpaces, defaultLevel: { level: 'SEAT', parentId: seatsOf(areaWithoutSpaces)[0]!.parentId }, onlyWheelchair: true },
  play: async ({ canvasElement }) => {
    const root = within(canvasElement);
    await drawn(canvasElement);
    await expect(root.getAllByText('No hay espacios para silla de ruedas en esta zona.')[0]).toBeVisible();
    const list = await root.findByRole('group', { name: 'Elegir asiento sin el mapa' });
    await expect(within(list).getByText('No hay espacios para silla de ruedas en esta zona.')).toBeInTheDocument();
    await expect(within(list).queryAllByRole('radio')).toHaveLength(0);
  },
};

