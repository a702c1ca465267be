import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.ts';

const run = promisify(execFile);
const SCRIPTS = path.resolve(import.meta.dirname, '../../../../scripts');

/**
 * A throwaway PostgreSQL cluster of a test's own (scripts/start-test-postgres.sh), to stop and start again under a
 * running server without disturbing the suite's shared one.
 */
export const startPostgresCluster = async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-pg-'));
  const port = await freePort();
  const { stdout } = await run('bash', [path.join(SCRIPTS, 'start-test-postgres.sh'), String(port), dir]);
  const ctl = (...args: string[]) => run('bash', [path.join(SCRIPTS, 'test-postgres-ctl.sh'), dir, ...args]);
  return {
    url: stdout.trim(),
    stop: () => ctl('stop'),
    start: () => ctl('start', String(port)),
    /** Stops it if it runs, and deletes its files. */
    remove: async () => {
      await ctl('stop').catch(() => undefined);
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
};
