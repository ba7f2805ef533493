import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';

const MAIN = join(import.meta.dirname, '..', 'main.ts');

/** A server process of a test (`tsx server/main.ts` unless told), with everything it printed. */
export interface ServerProcess {
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
  output: string[];
}

/**
 * Starts `server/main.ts` on a free port of 127.0.0.1 with exactly `env` (plus PORT and HOST);
 * `nodeArgs` run another entry instead (the built server).
 */
export async function startServerProcess(env: NodeJS.ProcessEnv, nodeArgs: string[] = ['--import', 'tsx', MAIN]): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, nodeArgs, { env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(String(chunk)));
  child.stderr!.on('data', (chunk: Buffer) => output.push(String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, base: `http://127.0.0.1:${port}`, exited, output };
}

/** Every readiness answer until `ready` (none while the process is not listening yet); fails if it exits first. */
export async function answersUntilReady(server: ServerProcess): Promise<string[]> {
  const answers: string[] = [];
  while (server.child.exitCode === null) {
    const answer = await fetch(`${server.base}/health/ready`).then(
      async (response) => ((await response.json()) as { status: string }).status,
      () => undefined,
    );
    if (answer) answers.push(answer);
    if (answer === 'ready') return answers;
    await new Promise((resolve) => setTimeout(resolve, 50)); // a poll's pace, as a proxy's health check
  }
  throw new Error(`exited with ${server.child.exitCode}: ${server.output.join('')}`);
}

/** A TCP port free on 127.0.0.1 right now (bench/free-port.mjs, typed). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
