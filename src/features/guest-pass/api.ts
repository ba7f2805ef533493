import { seasonEndpoints } from '../../api/season';
import { call } from '../../lib/call';

/** POST guest-pass/open: the pass of a link, for this browser (the first to open it keeps it). */
export const openGuestPass = (token: string, deviceId: string) => call(seasonEndpoints.open, { body: { token, deviceId } });
