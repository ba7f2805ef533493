import type { ReactNode } from 'react';
import type { AreaElement } from '../../api/membership';
import type { BestSeatsControls, PickedSeat } from '../../lib/seat-picks';

/**
 * The area list and the seat map the purchase shows are the seat change's (one feature never
 * imports another: the app passes them in). These are the props the purchase gives them; each
 * ticket is one of the `people`.
 */
export interface TicketAreaListProps {
  elements: readonly AreaElement[];
  roles: readonly number[];
  onChoose: (areaId: number) => void;
  noneText: string;
  people: readonly { partnerId: number; name: string; lastname: string }[];
  best: BestSeatsControls;
}

export interface TicketSeatMapProps {
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
  hintText: string;
}

export interface TicketSeatPickers {
  renderAreas: (props: TicketAreaListProps) => ReactNode;
  renderSeats: (props: TicketSeatMapProps) => ReactNode;
}
