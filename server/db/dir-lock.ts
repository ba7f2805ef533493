import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

export class DirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The database directory ${dir} is in use by process ${pid}. ` +
        'Stop that process first, or use DATABASE_URL (PostgreSQL) to share one database.',
    );
    this.name = 'DirLockedError';
  }
}

/** A pid file beside the PGlite directory: refuses a second live process, takes over a stale lock. */
export async function acquireDirLock(dir: string): Promise<{ release(): Promise<void> }> {
  const lockFile = join(dirname(dir), `${basename(dir)}.lock`);
  await mkdir(dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(lockFile, String(process.pid), { flag: 'wx' });
      return { release: () => rm(lockFile, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(await readFile(lockFile, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DirLockedError(dir, holder);
      }
      await rm(lockFile, { force: true }); // stale: its process has gone
    }
  }
  throw new Error(`Could not lock ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
