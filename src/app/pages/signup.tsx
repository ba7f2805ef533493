import { QueueGate } from '../../features/queue';
import { AreaChooser, SeatChooser } from '../../features/seat-change';
import { MembershipDataPage, PassSelectionPage, PaymentPage, PersonalDataPage, SeatSelectionPage, type SeatPickers } from '../../features/signup';

/**
 * The sign-up's steps (spec §2 "Sign-up flow"); the route guard has checked §5 already. They are
 * purchase routes: behind the queue when the tracker is on. The payment result is not (the
 * payment provider sends the browser there).
 */
export function Personal() {
  return (
    <QueueGate>
      <PersonalDataPage />
    </QueueGate>
  );
}

export function Membership() {
  return (
    <QueueGate>
      <MembershipDataPage />
    </QueueGate>
  );
}

export function Pass() {
  return (
    <QueueGate>
      <PassSelectionPage />
    </QueueGate>
  );
}

/** The seat change's area list and seat map, for the sign-up's seats. */
const pickers: SeatPickers = {
  renderAreas: (props) => <AreaChooser {...props} />,
  renderSeats: (props) => <SeatChooser {...props} />,
};

export function Seats() {
  return (
    <QueueGate>
      <SeatSelectionPage {...pickers} />
    </QueueGate>
  );
}

export function Payment() {
  return (
    <QueueGate>
      <PaymentPage />
    </QueueGate>
  );
}

export { PaymentResultPage as Result } from '../../features/signup';
