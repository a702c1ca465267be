import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { throwIfInterrupted, whileRunning } from './cleanup.ts';
import { keepTail, spawnGroup, stopGroup } from './process-group.ts';
import { REPO_ROOT } from './repo-root.ts';

/** A public endpoint that answers only once the database is migrated and the app is listening. */
export const READINESS_PATH = '/back/locales/en/common';

export type ServerProcess = {
  baseUrl: string;
  stop: () => Promise<void>;
};

const isReady = async (url: string): Promise<boolean> => {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
};

/**
 * The real server (`npm run start -w @console/server`) on a fresh PGlite folder in demo mode, so
 * it seeds the demo users on start, serving the given web build. Resolves once the readiness endpoint answers 200.
 */
export const startServer = async ({
  port,
  webDistDir,
  readyTimeoutMs = 120_000,
}: {
  port: number;
  webDistDir: string;
  readyTimeoutMs?: number;
}): Promise<ServerProcess> => {
  throwIfInterrupted();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-bench-data-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    ENVIRONMENT: 'demo',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: webDistDir,
    // The password-grant benchmark signs in far more often than a person would.
    LOGIN_IP_LIMIT_PER_MINUTE: '100000',
  };
  // A DATABASE_URL from the shell would send the server to PostgreSQL instead of the fresh folder.
  delete env.DATABASE_URL;

  const removeDataDir = () => fs.rm(dataDir, { recursive: true, force: true });
  const forgetDataDir = whileRunning(removeDataDir);
  const child = spawnGroup('npm', ['run', 'start', '-w', '@console/server'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  forgetDataDir();
  const tail = keepTail([child.stdout, child.stderr]);
  const baseUrl = `http://localhost:${port}`;
  const stopProcess = async () => {
    await stopGroup(child);
    await removeDataDir();
  };
  const forget = whileRunning(stopProcess);
  const stop = async () => {
    forget();
    await stopProcess();
  };

  const deadline = Date.now() + readyTimeoutMs;
  while (!(await isReady(`${baseUrl}${READINESS_PATH}`))) {
    const exited = child.exitCode !== null || child.signalCode !== null;
    if (exited || Date.now() > deadline) {
      await stop();
      const why = exited ? `exited (${child.exitCode ?? child.signalCode})` : `not ready after ${readyTimeoutMs} ms`;
      throw new Error(`server ${why}:\n${tail.text()}`);
    }
    await delay(250);
  }
  return { baseUrl, stop };
};
