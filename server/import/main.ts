/**
 * npm run import -- DIR
 *
 * Loads the club's seats, prices, games and members from DIR's CSV files (format:
 * server/import/README.md) into the database the server uses (same env: DATABASE_URL or
 * DATA_DIR; an embedded PGlite directory only while the server is stopped). Prints each file's
 * encoding, then either every error (file:line:column) and writes nothing, or what changed.
 * Exit code 0 when imported, 1 when refused.
 */
import { performance } from 'node:perf_hooks';
import { ConfigError, loadConfig } from '../config.ts';
import { createDb } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';
import { formatIssues } from './issues.ts';
import { runImport, type ImportReport } from './run-import.ts';

const USAGE = 'Uso: npm run import -- CARPETA   (la carpeta con seats.csv, prices.csv, games.csv y members.csv)';

export function describeReport(report: ImportReport, seconds: number): string[] {
  const lines = report.encodings.map(({ file, encoding, lines: count }) => `${file}: ${encoding ?? 'no se pudo leer'}, ${count} líneas`);
  if (!report.written) {
    lines.push(`Importación rechazada: ${report.issues.length} errores. No se ha escrito nada.`, ...formatIssues(report.issues));
    return lines;
  }
  lines.push(`Temporada ${report.season}.`);
  let changes = 0;
  for (const [file, counts] of Object.entries(report.counts)) {
    lines.push(`${file}: ${counts.inserted} nuevas, ${counts.updated} cambiadas, ${counts.unchanged} sin cambios`);
    changes += counts.inserted + counts.updated;
  }
  lines.push(`Importación hecha en ${seconds.toFixed(1)} s: ${changes} cambios.`);
  return lines;
}

async function run(dir: string | undefined): Promise<number> {
  if (!dir) throw new Error(USAGE);
  const config = loadConfig();
  const db = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    // A database the server has never started on gets its tables and its base first.
    await migrate(db);
    await seed(db, { demo: config.DEMO_DATA, paymentOrigin: config.PAYMENT_ORIGIN });
    const started = performance.now();
    const report = await runImport(db, dir);
    for (const line of describeReport(report, (performance.now() - started) / 1000)) console.log(line);
    return report.written ? 0 : 1;
  } finally {
    await db.close();
  }
}

run(process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
