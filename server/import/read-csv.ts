import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { ImportIssue } from './issues.ts';

/** A club's whole membership is some tens of thousands of lines: four times the bench's 100,000-line file, read in memory. */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;
/** Lines per file: ten times a large club's members or seats; a longer file is a mistake (or an attack), refused before any check. */
export const MAX_LINES = 200_000;

export type Encoding = 'UTF-8' | 'UTF-8 con BOM' | 'Windows-1252';

export interface CsvRow {
  /** 1-based line of the file where the row ends (the header is line 1). */
  line: number;
  cells: Record<string, string>;
}

/** A file's rows, and the issues of the file itself; `encoding` is null when it could not be read at all. */
export interface CsvFile {
  name: string;
  encoding: Encoding | null;
  rows: CsvRow[];
  issues: ImportIssue[];
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * Text of a file as Excel or a text editor saves it: UTF-8 (with or without BOM), else
 * Windows-1252 (Excel's Spanish "CSV" export). A file that is partly UTF-8 and partly something
 * else (two exports pasted together) is refused: either reading would garble some names.
 */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: Encoding } | { mixedAtLine: number } {
  const bom = UTF8_BOM.every((byte, i) => bytes[i] === byte);
  const body = bom ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: bom ? 'UTF-8 con BOM' : 'UTF-8' };
  } catch {
    const latin = new TextDecoder('windows-1252').decode(body);
    // A UTF-8 sequence read as Windows-1252 shows as Ã or Â followed by a second symbol ("Ã±" for "ñ").
    const garbled = /[ÃÂ][\u0080-\u00bf\u2013-\u203a\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u20ac\u2122]/.exec(latin);
    if (garbled) return { mixedAtLine: lineAt(latin, garbled.index) };
    return { text: latin, encoding: 'Windows-1252' };
  }
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** Excel in a Spanish locale separates with ';'; the header line says which. */
function delimiterOf(text: string): ',' | ';' {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return header.includes(';') && !header.includes(',') ? ';' : ',';
}

/**
 * Reads one CSV file whose header must be exactly `columns` (in any order). Every problem of the
 * file as a whole (size, encoding, header, broken quoting) is an issue; rows are validated later.
 */
export async function readCsv(path: string, columns: readonly string[]): Promise<CsvFile> {
  const name = basename(path);
  const refuse = (message: string, line = 0): CsvFile => ({ name, encoding: null, rows: [], issues: [{ file: name, line, field: '', message }] });
  const size = await stat(path).then((s) => s.size, () => null);
  if (size === null) return refuse('no existe el fichero');
  if (size > MAX_FILE_BYTES) return refuse(`ocupa ${size} bytes; el máximo es ${MAX_FILE_BYTES}`);
  const decoded = decodeCsv(await readFile(path));
  if ('mixedAtLine' in decoded) {
    return refuse('mezcla codificaciones (parte en UTF-8 y parte en otra): guárdalo de nuevo entero como «CSV UTF-8»', decoded.mixedAtLine);
  }
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(decoded.text, { delimiter: delimiterOf(decoded.text), info: true, relax_column_count: true, skip_empty_lines: true }) as never;
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 0;
    return refuse(`no se puede leer como CSV (${(error as Error).message})`, line);
  }
  const [header, ...body] = records;
  if (!header) return refuse('está vacío: falta la línea de cabecera');
  const names = header.record.map((cell) => cell.trim().toLowerCase());
  const missing = columns.filter((column) => !names.includes(column));
  const unknown = names.filter((column) => !columns.includes(column));
  if (missing.length > 0 || unknown.length > 0 || names.length !== new Set(names).size) {
    return refuse(`la cabecera debe tener las columnas ${columns.join(', ')} (falta: ${missing.join(', ') || 'nada'}; sobra: ${unknown.join(', ') || 'nada'})`, 1);
  }
  if (body.length > MAX_LINES) return refuse(`tiene ${body.length} líneas; el máximo es ${MAX_LINES}`);
  const rows: CsvRow[] = [];
  const issues: ImportIssue[] = [];
  for (const { record, info } of body) {
    if (record.length !== names.length) {
      issues.push({ file: name, line: info.lines, field: '', message: `tiene ${record.length} columnas y la cabecera ${names.length}` });
      continue;
    }
    rows.push({ line: info.lines, cells: Object.fromEntries(names.map((column, i) => [column, record[i] ?? ''])) });
  }
  return { name, encoding: decoded.encoding, rows, issues };
}
