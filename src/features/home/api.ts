import useSWR from 'swr';
import { homeEndpoints } from '../../api/home';
import { call, callPath } from '../../lib/call';

/** The member's home: every block of `/abonado` in one request (src/api/home.ts). */
export function useHome() {
  return useSWR(callPath(homeEndpoints.home), () => call(homeEndpoints.home));
}
