import { useCallback, useEffect, useState } from 'react';
import { fetchTicket } from './ticket-api';
import { forgetTicket, keepTicket, readKeptTicket, type KeptTicket } from './ticket-device';
import { settledState, type TicketState } from './ticket-state';

const NOTHING_KEPT: KeptTicket = { kind: 'none' };

/**
 * The ticket page's data. What the device kept shows at once (a weak signal at the arena must not
 * hold the ticket back), then the server's answer replaces it and is kept. Without the server the
 * kept ticket stays; with nothing readable kept, the state says what is missing. `userId`: the
 * session's user, null without one, undefined while it cannot be read (no network).
 */
export function useTicket(id: number, userId: number | null | undefined) {
  const [state, setState] = useState<TicketState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    const show = (next: TicketState) => !cancelled && setState(next);
    show({ status: 'loading' });
    void (async () => {
      const kept = await readKeptTicket(id, userId ?? undefined).catch(() => NOTHING_KEPT);
      if (kept.kind === 'kept') show({ status: 'ticket', ticket: kept.ticket, savedAt: kept.savedAt });
      try {
        const ticket = await fetchTicket(id);
        if (typeof userId === 'number') void keepTicket(ticket, userId).catch(() => undefined);
        show(settledState(kept, { ticket }, navigator.onLine));
      } catch (error) {
        const next = settledState(kept, { error }, navigator.onLine);
        // A session that ended, or a ticket that is not this account's, leaves nothing on the device.
        if (next.status === 'signed-out' || next.status === 'not-found') await forgetTicket(id).catch(() => undefined);
        show(next);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [id, userId, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
