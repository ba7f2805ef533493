/** Colours read from the theme (CSS variables) once per mount: a canvas cannot use var(). */
export interface SeatMapColors {
  background: string;
  available: string;
  taken: string;
  current: string;
  unavailable: string;
  selected: string;
  focus: string;
  /** The dashed halo around proposed (highlighted) seats. */
  highlight: string;
  onSeat: string;
  shape: string;
  shapeEmpty: string;
  outline: string;
  text: string;
}
