import { STATE_CODE } from './scene';

/** Colours read from the theme (CSS variables) once per mount: a canvas cannot use var(). */
export interface SeatMapColors {
  background: string;
  available: string;
  taken: string;
  current: string;
  unavailable: string;
  selected: string;
  focus: string;
  onSeat: string;
  shape: string;
  shapeEmpty: string;
  outline: string;
  text: string;
}

/** Each seat state's colour, by state code: for the seats drawn as paths and for the stamps. */
export function stateColors(colors: SeatMapColors): Record<number, string> {
  return {
    [STATE_CODE.available]: colors.available,
    [STATE_CODE.taken]: colors.taken,
    [STATE_CODE.current]: colors.current,
    [STATE_CODE.unavailable]: colors.unavailable,
  };
}
