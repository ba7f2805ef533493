import * as z from 'zod/mini';
import { isPastDate, isValidDni } from '../../src/api/contract.ts';

/**
 * What a spreadsheet would run as a formula when the data is opened again (CSV injection): a cell
 * starting with =, +, -, @, a tab or a carriage return. Refused in text cells, never stripped:
 * the club fixes its file and nothing is stored that differs from what was sent. Number cells
 * are read by their own strict patterns, so -12.5 is a coordinate, and "-1+2" is refused.
 */
const FORMULA_START = /^[\t\r]|^\s*[=+\-@]/;
/** Control characters, unpaired surrogates and bidi overrides: never in a name (as shortTextSchema). */
const UNSAFE_TEXT = /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u;

const textCell = (max: number) =>
  z.string().check(
    z.refine((value) => !FORMULA_START.test(value), 'empieza por =, +, -, @, tabulador o retorno: parece una fórmula y no se acepta'),
    z.trim(),
    z.refine((value) => !UNSAFE_TEXT.test(value), 'contiene caracteres de control o de cambio de dirección'),
    z.maxLength(max, `como mucho ${max} caracteres`),
  );

/** A text cell that must be filled. */
export const requiredText = (max: number) => textCell(max).check(z.minLength(1, 'falta el valor'));
/** A text cell that may be empty ('' then). */
export const optionalText = (max: number) => textCell(max);

/** A whole number from `min` to `max`. */
export const integerCell = (min: number, max: number) =>
  z.pipe(
    z.string().check(
      z.trim(),
      z.regex(/^\d{1,10}$/, 'debe ser un número entero'),
      z.refine((value) => Number(value) >= min && Number(value) <= max, `debe estar entre ${min} y ${max}`),
    ),
    z.transform(Number),
  );

/** A whole number from `min` to `max`, or '' (null). */
export const optionalIntegerCell = (min: number, max: number) =>
  z.pipe(
    z.string().check(
      z.trim(),
      z.regex(/^(\d{1,10})?$/, 'debe ser un número entero o estar vacío'),
      z.refine((value) => value === '' || (Number(value) >= min && Number(value) <= max), `debe estar entre ${min} y ${max}`),
    ),
    z.transform((value) => (value === '' ? null : Number(value))),
  );

/** A coordinate of the seat map: a decimal number, with a point or a comma. */
export const coordinateCell = z.pipe(
  z.string().check(
    z.trim(),
    z.regex(/^-?\d{1,7}([.,]\d{1,6})?$/, 'debe ser un número (con punto o coma decimal)'),
  ),
  z.transform((value) => Number(value.replace(',', '.'))),
);

/** Euros with up to two decimals ("240", "147,50"), as cents; '' is null. */
export const eurosCell = z.pipe(
  z.string().check(
    z.trim(),
    z.regex(/^(\d{1,6}([.,]\d{1,2})?)?$/, 'debe ser un importe en euros (240 o 147,50)'),
  ),
  z.transform((value) => (value === '' ? null : Math.round(Number(value.replace(',', '.')) * 100))),
);

/** One of `values`, in capitals or not. */
export function codeCell<const T extends string>(values: readonly T[]) {
  return z.pipe(
    z.string().check(
      z.trim(),
      z.refine((value) => (values as readonly string[]).includes(value.toUpperCase()), `debe ser ${values.join(', ')}`),
    ),
    z.transform((value) => value.toUpperCase() as T),
  );
}

/** One of `values`, or '' (null). */
export function optionalCodeCell<const T extends string>(values: readonly T[]) {
  return z.pipe(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || (values as readonly string[]).includes(value.toUpperCase()), `debe ser ${values.join(', ')} o estar vacío`),
    ),
    z.transform((value) => (value === '' ? null : (value.toUpperCase() as T))),
  );
}

/** rols.code of a pass ("ADULT"); that it exists is checked against the database. */
export const passCell = z.pipe(
  z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_]{1,40}$/, 'debe ser el código de un abono (ADULT, GOLD…)')),
  z.transform((value) => value.toUpperCase()),
);

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const DNI_SHAPE = /^[0-9XYZ]\d{7}[A-Z]$/;

/** A DNI or NIE with its right check letter, upper-cased; the message says which letter it should be. */
export const dniCell = z.string().check(
  z.trim(),
  z.toUpperCase(),
  z.regex(DNI_SHAPE, 'debe ser un DNI (8 cifras y letra) o NIE (X, Y o Z, 7 cifras y letra)'),
  z.refine((value) => !DNI_SHAPE.test(value) || isValidDni(value), {
    error: (issue) => `la letra no corresponde al número: debería ser ${expectedDniLetter(String(issue.input))}`,
  }),
);

function expectedDniLetter(dni: string): string {
  const digits = dni.slice(0, 8).replace(/^X/, '0').replace(/^Y/, '1').replace(/^Z/, '2');
  return DNI_LETTERS[Number(digits) % 23] ?? '?';
}

/** "2025-10-05" or "05/10/2025" (Excel's Spanish dates) as YYYY-MM-DD, or null when not a real date. */
export function isoDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const spanish = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const parts = iso ? [iso[1], iso[2], iso[3]] : spanish ? [spanish[3], spanish[2]?.padStart(2, '0'), spanish[1]?.padStart(2, '0')] : [];
  const [year, month, day] = parts;
  if (!year || !month || !day) return null;
  const date = `${year}-${month}-${day}`;
  const real = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return real.toISOString().slice(0, 10) === date ? date : null;
}

/** A birth date: a real date before today, from 1900 on. */
export const birthdateCell = z.pipe(
  z.string().check(
    z.trim(),
    z.refine((value) => isoDate(value) !== null, 'debe ser una fecha real, AAAA-MM-DD o DD/MM/AAAA'),
    z.refine((value) => isoDate(value) === null || isPastDate(isoDate(value) ?? ''), 'debe ser anterior a hoy y no anterior a 1900'),
  ),
  z.transform((value) => isoDate(value) ?? ''),
);

/** A day and time on the club's clock (Madrid): "2025-10-05 18:00" or "05/10/2025 18:00", as "YYYY-MM-DDTHH:MM:00". */
export const madridDateTimeCell = z.pipe(
  z.string().check(
    z.trim(),
    z.refine((value) => localDateTime(value) !== null, 'debe ser fecha y hora de Madrid: AAAA-MM-DD HH:MM o DD/MM/AAAA HH:MM'),
  ),
  z.transform((value) => localDateTime(value) ?? ''),
);

function localDateTime(text: string): string | null {
  const match = /^(\S+)\s+(\d{1,2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [, day = '', hours = '', minutes = ''] = match;
  const date = isoDate(day);
  if (!date || Number(hours) > 23 || Number(minutes) > 59) return null;
  return `${date}T${hours.padStart(2, '0')}:${minutes}:00`;
}

/** An address to write to; '' is none (a partner may have no mail of their own). */
export const mailCell = z.pipe(
  textCell(254).check(z.regex(/^([^\s@]+@[^\s@]+\.[^\s@]+)?$/, 'debe ser una dirección de correo')),
  z.transform((value) => (value === '' ? null : value)),
);
