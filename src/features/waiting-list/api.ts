import useSWR, { mutate } from 'swr';
import { renewalEndpoints, type WaitingListOverview } from '../../api/renewal';
import { call, callPath } from '../../lib/call';

const key = callPath(renewalEndpoints.waitingList);

/** The waiting list as the caller sees it: open or not, and their entry with its offer. */
export function useWaitingList() {
  return useSWR(key, () => call(renewalEndpoints.waitingList));
}

const shown = (answer: WaitingListOverview) => mutate(key, answer, { revalidate: false });

export const joinWaitingList = async (partySize: number) => shown(await call(renewalEndpoints.joinWaitingList, { body: { partySize } }));

export const leaveWaitingList = async () => {
  await call(renewalEndpoints.leaveWaitingList);
  await mutate(key);
};

export const acceptOffer = async () => shown(await call(renewalEndpoints.acceptOffer));

export const declineOffer = async () => shown(await call(renewalEndpoints.declineOffer));
