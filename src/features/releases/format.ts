import { CLUB_TIME_ZONE } from '../../api/card-code';

/** A game's day and time on the club's clock (Madrid), in the reader's language. */
export const gameDateTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone: CLUB_TIME_ZONE }).format(Date.parse(iso));

/** The day a credit line was written, on the club's clock. */
export const creditDay = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: CLUB_TIME_ZONE }).format(Date.parse(iso));
