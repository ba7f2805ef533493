import { useEffect, useState } from 'react';
import { cardCodeAt, cardCodeStep } from '../../api/card-code';
import { deriveTicketDayKey, formatTicketQr } from '../../api/ticket-code';
import type { Ticket } from '../../api/tickets';

/** What the ticket's QR code shows now, and when that code was made and changes (ms). */
export interface TicketQr {
  text: string;
  startedAt: number;
  changesAt: number;
}

/** The QR text at `now`: the ticket's day key for its game's club day (derived once), then its TOTP code. */
export async function ticketQrAt(ticket: Pick<Ticket, 'id' | 'secret' | 'game'>, now: number, dayKeys = new Map<string, string>()): Promise<TicketQr> {
  const day = ticket.game.day;
  let dayKey = dayKeys.get(day);
  if (!dayKey) {
    dayKey = await deriveTicketDayKey(ticket.secret, ticket.id, day);
    dayKeys.set(day, dayKey);
  }
  return { text: formatTicketQr({ ticketId: ticket.id, code: cardCodeAt(dayKey, now) }), ...cardCodeStep(now) };
}

/**
 * The ticket's rotating QR from the device's clock: a new code at each 30 s step (one timer to the
 * step's end, not a poll). Null without a ticket or until the first code is made.
 */
export function useRotatingTicketQr(ticket: Ticket | null): TicketQr | null {
  const [current, setCurrent] = useState<{ ticket: Ticket; qr: TicketQr } | null>(null);
  useEffect(() => {
    if (!ticket) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const dayKeys = new Map<string, string>();
    const refresh = async () => {
      const next = await ticketQrAt(ticket, Date.now(), dayKeys);
      if (cancelled) return;
      setCurrent({ ticket, qr: next });
      timer = setTimeout(() => void refresh(), Math.max(0, next.changesAt - Date.now()));
    };
    void refresh();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [ticket]);
  // A code of a ticket no longer shown is never shown.
  return ticket && current?.ticket === ticket ? current.qr : null;
}
