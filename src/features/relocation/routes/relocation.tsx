import { RelocationView } from '../components/RelocationView';
import { useRelocationPage } from '../useRelocationPage';

/** /abonado/reubicacion (behind the private-area guard): the member's relocation window for the next season. */
export function Component() {
  return <RelocationView {...useRelocationPage()} />;
}
