import type { ReactNode } from 'react';
import type { AreaElement } from '../api/membership';
import type { BestSeatsControls, PickedSeat } from './seat-picks';

/**
 * The area list and the seat map the sign-up and the ticket purchase show are the seat change's
 * (one feature never imports another: the app passes them in). These are the props they give them;
 * in a ticket purchase each ticket is one of the `people`.
 */
export interface AreaListProps {
  elements: readonly AreaElement[];
  roles: readonly number[];
  onChoose: (areaId: number) => void;
  noneText: string;
  people: readonly { partnerId: number; name: string; lastname: string }[];
  best: BestSeatsControls;
}

export interface SeatPickerProps {
  elements: readonly AreaElement[];
  areaId: number;
  partners: readonly { partnerId: number; name: string; lastname: string }[];
  roles: readonly number[];
  picked: readonly PickedSeat[];
  onPickedChange: (seats: PickedSeat[]) => void;
  best: BestSeatsControls;
  onOtherArea: (areaId: number) => void;
  message?: string;
  busy?: boolean;
  onContinue: () => void;
  onRetry?: () => void;
  areasPath: string;
  areaGoneText: string;
  /** What to choose, when not the seat change's text (a seat per partner). */
  hintText?: string;
}

export interface SeatPickers {
  renderAreas: (props: AreaListProps) => ReactNode;
  renderSeats: (props: SeatPickerProps) => ReactNode;
}
