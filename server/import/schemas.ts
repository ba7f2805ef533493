import * as z from 'zod/mini';
import {
  birthdateCell,
  codeCell,
  coordinateCell,
  dniCell,
  eurosCell,
  integerCell,
  madridDateTimeCell,
  mailCell,
  optionalCodeCell,
  optionalIntegerCell,
  optionalText,
  passCell,
  requiredText,
} from './cells.ts';

/** Names of sectors, areas, groups, people and opponents: as long as the site's short texts. */
const NAME_MAX = 120;

/** The files of an import and their columns (server/import/README.md). */
export const FILES = {
  seats: { file: 'seats.csv', columns: ['sector', 'area', 'row', 'seat', 'x', 'y', 'access'] },
  prices: { file: 'prices.csv', columns: ['sector', 'area', 'pass', 'price'] },
  games: { file: 'games.csv', columns: ['starts_at', 'competition', 'opponent'] },
  members: {
    file: 'members.csv',
    columns: ['number', 'dni', 'name', 'lastname', 'birthdate', 'mail', 'pass', 'sector', 'area', 'row', 'seat', 'group', 'group_type', 'paid'],
  },
} as const;

export const seatRowSchema = z.object({
  sector: requiredText(NAME_MAX),
  area: requiredText(NAME_MAX),
  row: integerCell(1, 999),
  seat: integerCell(1, 9999),
  x: coordinateCell,
  y: coordinateCell,
  access: optionalCodeCell(['WHEELCHAIR', 'COMPANION']),
});

export const priceRowSchema = z.object({
  sector: requiredText(NAME_MAX),
  area: requiredText(NAME_MAX),
  pass: passCell,
  price: eurosCell.check(z.refine((cents) => cents !== null, 'falta el precio')),
});

export const gameRowSchema = z.object({
  starts_at: madridDateTimeCell,
  competition: codeCell(['MENS_LEAGUE', 'WOMENS_LEAGUE', 'PRESENTATION']),
  opponent: requiredText(NAME_MAX),
});

export const memberRowSchema = z.object({
  number: integerCell(1, 2_147_483_647),
  dni: dniCell,
  name: requiredText(NAME_MAX),
  lastname: requiredText(NAME_MAX),
  birthdate: birthdateCell,
  mail: mailCell,
  pass: passCell,
  sector: optionalText(NAME_MAX),
  area: optionalText(NAME_MAX),
  row: optionalIntegerCell(1, 999),
  seat: optionalIntegerCell(1, 9999),
  group: optionalText(NAME_MAX),
  group_type: optionalCodeCell(['FAMILY', 'FRIENDS']),
  paid: eurosCell,
});

export type SeatRow = z.infer<typeof seatRowSchema>;
export type PriceRow = Omit<z.infer<typeof priceRowSchema>, 'price'> & { price: number };
export type GameRow = z.infer<typeof gameRowSchema>;
export type MemberRow = z.infer<typeof memberRowSchema>;
