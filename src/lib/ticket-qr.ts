import { useEffect, useState } from 'react';
import { cardCodeAt, cardCodeStep } from '../api/card-code';
import { deriveTicketDayKey, formatTicketQr } from '../api/ticket-code';
import type { Game } from '../api/gate';

/** What makes a ticket's code: a game's ticket, or a guest's pass in a member's seat (its ticket at the gate). */
export interface TicketCodeSource {
  id: number;
  /** The ticket's code secret (hex). */
  secret: string;
  game: Pick<Game, 'day'>;
}

/** What the ticket's QR code shows now, its code alone (to read out or type), and when that code was made and changes (ms). */
export interface TicketQr {
  text: string;
  code: string;
  startedAt: number;
  changesAt: number;
}

/** The QR text at `now`: the ticket's day key for its game's club day (derived once), then its TOTP code. */
export async function ticketQrAt(ticket: TicketCodeSource, now: number, dayKeys = new Map<string, string>()): Promise<TicketQr> {
  const day = ticket.game.day;
  let dayKey = dayKeys.get(day);
  if (!dayKey) {
    dayKey = await deriveTicketDayKey(ticket.secret, ticket.id, day);
    dayKeys.set(day, dayKey);
  }
  const code = cardCodeAt(dayKey, now);
  return { text: formatTicketQr({ ticketId: ticket.id, code }), code, ...cardCodeStep(now) };
}

/**
 * The ticket's rotating QR from the device's clock: a new code at each 30 s step (one timer to the
 * step's end, not a poll). Null without a ticket or until the first code is made.
 */
export function useRotatingTicketQr(ticket: TicketCodeSource | null): TicketQr | null {
  const [current, setCurrent] = useState<{ ticket: TicketCodeSource; qr: TicketQr } | null>(null);
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
