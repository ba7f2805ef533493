import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EMPTY_PICK, seatPickKey, useSeatPicks } from '../../../lib/seat-picks';
import { cancelTicketOrder, readLatestOrderAgain } from '../api';
import { purchaseOutcome } from '../errors';
import { purchasePath } from '../paths';

/**
 * The ways out of an order: give it up (its seats are free again) or, once its hold ran out,
 * start afresh; either way the seats chosen for the game are forgotten and the area list shows.
 */
export function useStartAgain(gameId: number | null, onRestart: () => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();

  const restart = async () => {
    if (gameId !== null) useSeatPicks.getState().update(seatPickKey('ticket', gameId), EMPTY_PICK);
    await readLatestOrderAgain();
    onRestart();
    if (gameId !== null) await navigate(purchasePath(gameId));
  };

  /** A lapsed order: the server lapses it by itself; giving it up here frees its seats at once if it has not yet. */
  async function afterExpiry(orderId: number) {
    setBusy(true);
    await cancelTicketOrder(orderId).catch(() => undefined);
    await restart();
    setBusy(false);
  }

  async function cancel(orderId: number) {
    setBusy(true);
    setMessage(undefined);
    try {
      await cancelTicketOrder(orderId);
      await restart();
    } catch (error) {
      setMessage(t(purchaseOutcome(error).message));
    } finally {
      setBusy(false);
    }
  }

  return { busy, message, cancel, afterExpiry };
}
