import { CalendarBlock } from '../CalendarBlock';
import { SeasonView } from '../components/SeasonView';
import { useSeasonPage } from '../useSeasonPage';

/** /abonado/temporada (behind the private-area guard): the member's season, guests and calendars. */
export function Component() {
  return <SeasonView {...useSeasonPage()} calendar={<CalendarBlock />} />;
}
