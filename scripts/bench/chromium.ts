import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { throwIfInterrupted, whileRunning } from './cleanup.ts';
import { keepTail, spawnGroup, stopGroup } from './process-group.ts';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/chromium.ts';

export { CHROMIUM_ARGS, CHROMIUM_PATH };

export type DebuggableChromium = { port: number; stop: () => Promise<void> };

/**
 * Chromium with a DevTools port, for tools that attach to a running browser (Lighthouse,
 * Playwright connectOverCDP). Port 0 lets Chromium pick a free one and print it.
 */
export const launchDebuggableChromium = async (timeoutMs = 30_000): Promise<DebuggableChromium> => {
  throwIfInterrupted();
  // Recent Chromium refuses remote debugging on the default profile.
  const userDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-bench-chromium-'));
  const removeUserDataDir = () => fs.rm(userDataDir, { recursive: true, force: true });
  const forgetUserDataDir = whileRunning(removeUserDataDir);
  const child = spawnGroup(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${userDataDir}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  forgetUserDataDir();
  const tail = keepTail([child.stderr]);
  const stopProcess = async () => {
    await stopGroup(child);
    await removeUserDataDir();
  };
  const forget = whileRunning(stopProcess);
  const stop = async () => {
    forget();
    await stopProcess();
  };

  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no DevTools port after ${timeoutMs} ms`)), timeoutMs);
      let seen = '';
      child.stderr?.on('data', (chunk: string) => {
        seen += chunk;
        const match = /DevTools listening on ws:\/\/[^:/]+:(\d+)\//.exec(seen);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`chromium exited (${code})`));
      });
    });
    return { port, stop };
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}:\n${tail.text()}`, { cause: error });
  }
};
