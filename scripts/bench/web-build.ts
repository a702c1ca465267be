import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { throwIfInterrupted, whileRunning } from './cleanup.ts';
import { keepTail, spawnGroup, waitForExit } from './process-group.ts';
import { REPO_ROOT } from './repo-root.ts';

export type WebBuild = {
  ok: boolean;
  /** The bench's own copy of the build; the server is pointed at it with WEB_DIST_DIR. */
  distDir: string;
  durationMs: number;
  outputTail: string;
  remove: () => Promise<void>;
};

/**
 * `npm run build -w @console/web` into a private folder: a concurrent build or e2e run empties
 * apps/web/dist, and a server started at that moment would serve the API only.
 * A failure is reported, not thrown, so the API figures still run.
 */
export const buildWeb = async (): Promise<WebBuild> => {
  throwIfInterrupted();
  const distDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'console-bench-web-'));
  const removeDir = () => fsp.rm(distDir, { recursive: true, force: true });
  const forget = whileRunning(removeDir);
  const remove = async () => {
    forget();
    await removeDir();
  };

  const start = performance.now();
  const child = spawnGroup('npm', ['run', 'build', '-w', '@console/web', '--', '--outDir', distDir, '--emptyOutDir'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail = keepTail([child.stdout, child.stderr], 30);
  const code = await waitForExit(child);
  const ok = code === 0 && fs.existsSync(path.join(distDir, 'index.html'));
  return { ok, distDir, durationMs: performance.now() - start, outputTail: tail.text(), remove };
};
