/** Time left to answer an offer, in whole hours and minutes (rounded down); null once it passed (or for an unreadable date). */
export function timeLeft(expiresAt: string, now: number): { hours: number; minutes: number } | null {
  const left = Date.parse(expiresAt) - now;
  if (!(left > 0)) return null;
  const minutes = Math.floor(left / 60_000);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** A YYYY-MM-DD club day as an instant inside it, for the date formats. */
export const middayOf = (day: string) => `${day}T12:00:00.000Z`;
