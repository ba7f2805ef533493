import { useEffect, useState } from 'react';
import { cardCodeAt, cardCodeStep, clubDay, deriveDayKey, formatCardQr } from '../../api/card-code';
import type { CardSecret } from '../../api/member-card';

/** What the card's QR code shows now, and when that code was made and changes (ms). */
export interface CardQr {
  text: string;
  startedAt: number;
  changesAt: number;
}

/**
 * The QR text at `now`: the day key of the member's secret for the club day of `now` (computed
 * again only when the day changes: `dayKeys` keeps it), then its TOTP code.
 */
export async function cardQrAt(secret: CardSecret, now: number, dayKeys = new Map<string, string>()): Promise<CardQr> {
  const day = clubDay(now);
  let dayKey = dayKeys.get(day);
  if (!dayKey) {
    dayKey = await deriveDayKey(secret.secret, secret.season, secret.partnerNumber, day);
    dayKeys.clear();
    dayKeys.set(day, dayKey);
  }
  const code = cardCodeAt(dayKey, now);
  return { text: formatCardQr({ season: secret.season, partnerNumber: secret.partnerNumber, code }), ...cardCodeStep(now) };
}

/**
 * The card's rotating QR from the device's clock: a new code at each 30 s step (one timer to the
 * step's end, not a poll), the day key renewed when the club day changes. Null without a secret
 * or until the first code is made.
 */
export function useRotatingCardQr(secret: CardSecret | null): CardQr | null {
  // Each code remembers the secret it came from: a code of a secret gone is never shown.
  const [current, setCurrent] = useState<{ secret: CardSecret; qr: CardQr } | null>(null);
  useEffect(() => {
    if (!secret) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const dayKeys = new Map<string, string>();
    const refresh = async () => {
      const next = await cardQrAt(secret, Date.now(), dayKeys);
      if (cancelled) return;
      setCurrent({ secret, qr: next });
      timer = setTimeout(() => void refresh(), Math.max(0, next.changesAt - Date.now()));
    };
    void refresh();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [secret]);
  return secret && current?.secret === secret ? current.qr : null;
}
