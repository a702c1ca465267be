import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import type { ServerRole } from '../config.ts';
import { freePort } from './free-port.ts';
import { waitUntilOk } from './wait-until-ok.ts';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
/** Three processes starting at once from TypeScript on two cores: tens of seconds is normal. */
const START_TIMEOUT_MS = 90_000;
const OUTPUT_KEPT = 20_000;

/** The console's own process, as `npm start` runs it, in `role`; its output kept for a failure's message. */
const spawnServer = (role: ServerRole, env: Record<string, string>) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, HOST: '127.0.0.1', ...env, ROLE: role },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { child, output: () => output };
};

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

export type ServerProcess = {
  port: number;
  /** `http://127.0.0.1:<port>`: the API, or a worker's health. */
  url: string;
  /** `kill -9`, answered once the process is gone. */
  kill: () => Promise<void>;
  output: () => string;
};

/** An `api` or `worker` process (decision 173), answered once its readiness says so; `port` reuses one. */
export const startServerProcess = async (
  role: 'api' | 'worker',
  env: Record<string, string>,
  port?: number,
): Promise<ServerProcess> => {
  const listenPort = port ?? (await freePort());
  const { child, output } = spawnServer(role, {
    ...env,
    [role === 'api' ? 'PORT' : 'HEALTH_PORT']: String(listenPort),
  });
  const url = `http://127.0.0.1:${listenPort}`;
  const kill = async () => {
    if (hasExited(child)) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  };
  try {
    await waitUntilOk(`${url}/back/health/ready`, {
      timeoutMs: START_TIMEOUT_MS,
      hasExited: () => hasExited(child),
      describe: output,
    });
  } catch (error) {
    await kill();
    throw error;
  }
  return { port: listenPort, url, kill, output };
};

/** The `migrate` step: applies the migrations and exits, as a deployment runs it before its processes. */
export const runMigrateStep = async (env: Record<string, string>): Promise<string> => {
  const { child, output } = spawnServer('migrate', env);
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`the migrate step exited with ${code}:\n${output()}`);
  return output();
};
