import type { TFunction } from 'i18next';
import { CLUB_TIME_ZONE } from '../../api/card-code';
import type { Game } from '../../api/gate';
import type { TicketSeat } from '../../api/tickets';

/** A game's tip-off in the reader's language, on the club's clock (Madrid), whatever the device's zone. */
export const gameWhen = (game: Pick<Game, 'startsAt'>, language: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone: CLUB_TIME_ZONE }).format(new Date(game.startsAt));

/** "Liga masculina · Rival". */
export const gameName = (game: Pick<Game, 'competition' | 'opponent'>, t: TFunction): string => `${t(`GATE.COMPETITIONS.${game.competition}`)} · ${game.opponent}`;

/** Where a seat is, in words. */
export const seatWords = (seat: TicketSeat, t: TFunction): string =>
  t('TICKETS.SEAT_VALUE', { sector: seat.sectorName, area: seat.areaName, row: seat.row, number: seat.number });
