import { CLUB_TIME_ZONE } from '../../api/card-code';

/** hh:mm on the club's clock: entries and syncs are told as the arena's clocks show them. */
export const clubTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: CLUB_TIME_ZONE }).format(Date.parse(iso));

/** Day and time on the club's clock, for a game's tip-off and a download's validity. */
export const clubDateTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: CLUB_TIME_ZONE }).format(Date.parse(iso));
