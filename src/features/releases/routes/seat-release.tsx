import { SeatReleaseView } from '../components/SeatReleaseView';
import { useSeatRelease } from '../useSeatRelease';

/** /abonado/liberar-asiento (behind the private-area guard): release a seat for one game, or take it back. */
export function Component() {
  return <SeatReleaseView {...useSeatRelease()} />;
}
