import { WaitingListView } from '../components/WaitingListView';
import { useWaitingListPage } from '../useWaitingListPage';

/** /abonado/lista-de-espera (behind the private-area guard): the next season's waiting list. */
export function Component() {
  return <WaitingListView {...useWaitingListPage()} />;
}
