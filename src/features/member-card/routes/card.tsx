import { useEffect } from 'react';
import { registerOfflineApp } from '../../../lib/offline-app';
import { MemberCardContainer } from '../components/MemberCardContainer';

/** /abonado/carnet (beyond §7): the member's card, kept on the device for use without a network. */
export function Component() {
  // The card's page registers the offline worker; the home showing the card on a game's day does not.
  useEffect(() => void registerOfflineApp(), []);
  return <MemberCardContainer />;
}
