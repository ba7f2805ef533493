import type { TFunction } from 'i18next';
import { CLUB_TIME_ZONE } from '../api/card-code';
import type { Game } from '../api/gate';
import type { TicketSeat } from '../api/tickets';

/** A moment on the club's clock (Madrid) in the reader's language: the same figures on every device. */
export const clubClock = (timestamp: number, language: string, options: Intl.DateTimeFormatOptions): string =>
  new Intl.DateTimeFormat(language, { ...options, timeZone: CLUB_TIME_ZONE }).format(timestamp);

/** A game's tip-off in the reader's language, on the club's clock (Madrid), whatever the device's zone. */
export const gameWhen = (game: Pick<Game, 'startsAt'>, language: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone: CLUB_TIME_ZONE }).format(new Date(game.startsAt));

/** "Liga masculina · Rival". */
export const gameName = (game: Pick<Game, 'competition' | 'opponent'>, t: TFunction): string => `${t(`GATE.COMPETITIONS.${game.competition}`)} · ${game.opponent}`;

/** Where a seat is, in words. */
export const seatWords = (seat: TicketSeat, t: TFunction): string =>
  t('TICKETS.SEAT_VALUE', { sector: seat.sectorName, area: seat.areaName, row: seat.row, number: seat.number });
