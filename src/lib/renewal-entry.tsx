import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { APP_PATHS } from '../api/app-paths';
import { renewalEndpoints, type RenewalOverview } from '../api/renewal';
import { call, callPath } from './call';

/** Whether the member's home links to the renewal: while someone may still renew, or once a renewal exists. */
export const showsRenewalEntry = (overview: RenewalOverview) =>
  overview.renewals.length > 0 || (overview.state === 'OPEN' && overview.people.some((person) => !person.renewed));

/**
 * The home's link item to the next season's renewal, or nothing. It reads the renewal page's own
 * SWR entry (GET renewal), so the page opened from it shows at once. Loaded lazily by the home:
 * a visitor's login never downloads it.
 */
export default function RenewalEntryLink() {
  const { t } = useTranslation();
  const { data } = useSWR(callPath(renewalEndpoints.overview), () => call(renewalEndpoints.overview));
  if (!data || !showsRenewalEntry(data)) return null;
  return (
    <li>
      <Link to={APP_PATHS.memberRenewal}>{t('SEASON_RENEWAL.HOME_LINK', { season: data.calendar.season })}</Link>
    </li>
  );
}
