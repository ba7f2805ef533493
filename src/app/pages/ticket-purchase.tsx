import { QueueGate } from '../../features/queue';
import { AreaChooser, SeatChooser } from '../../features/seat-change';
import { NotFoundView } from '../../features/content/components/NotFoundView';
import { PurchasePage, ResultPage, type SeatPickers } from '../../features/tickets';

/** The seat change's area list and seat map, for a game's tickets. */
const pickers: SeatPickers = {
  renderAreas: (props) => <AreaChooser {...props} />,
  renderSeats: (props) => <SeatChooser {...props} />,
};

/** A game's ticket purchase: a purchase route, behind the queue when the line is on. */
export function Purchase() {
  return (
    <QueueGate>
      <PurchasePage {...pickers} />
    </QueueGate>
  );
}

/** Where the payment provider sends the browser back: not behind the queue. */
export function Result() {
  return <ResultPage renderNotFound={(onRetry) => <NotFoundView onRetry={onRetry} />} />;
}
