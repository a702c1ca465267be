import { setTimeout as delay } from 'node:timers/promises';
import { throwIfInterrupted, whileRunning } from './cleanup.ts';
import { keepTail, spawnGroup, stopGroup } from './process-group.ts';
import { REPO_ROOT } from './repo-root.ts';
import { READINESS_PATH, type ServerProcess } from './server-process.ts';

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
 * The real server (`npm run start -w @console/server`) on a database the scale benchmark prepared: a PGlite folder
 * (`dataDir`) or a PostgreSQL database (`databaseUrl`). Demo mode, so an empty database gets the demo users. No web
 * build: the scale figures are API only. Unlike server-process.ts, the database outlives the server; the caller
 * removes it.
 */
export const startScaleServer = async ({
  port,
  dataDir,
  databaseUrl,
  role = 'all',
  readyTimeoutMs = 300_000,
}: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** `api`: HTTP only, on a database another process migrated (decision 173). */
  role?: 'all' | 'api';
  readyTimeoutMs?: number;
}): Promise<ServerProcess> => {
  throwIfInterrupted();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    ENVIRONMENT: 'demo',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: `${dataDir}/no-web-build`,
    LOGIN_IP_LIMIT_PER_MINUTE: '100000',
    // An hour, the longest the settings allow: 16 clients on a SCALE=3 dashboard tab outlast the default 15 minutes.
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    ROLE: role,
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;

  const child = spawnGroup('npm', ['run', 'start', '-w', '@console/server'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail = keepTail([child.stdout, child.stderr]);
  const forget = whileRunning(() => stopGroup(child));
  const stop = async () => {
    forget();
    await stopGroup(child);
  };

  const baseUrl = `http://localhost:${port}`;
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
