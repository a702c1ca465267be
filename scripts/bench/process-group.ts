import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import type { Readable } from 'node:stream';
import { throwIfInterrupted } from './cleanup.ts';

/**
 * Starts a command as the leader of its own process group, so stopping it also stops what it
 * spawned (npm → node, the chromium wrapper script → chrome and its helpers).
 */
export const spawnGroup = (command: string, args: readonly string[], options: SpawnOptions = {}): ChildProcess => {
  throwIfInterrupted();
  return spawn(command, args, { ...options, detached: true });
};

const groupIsAlive = (pid: number): boolean => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** SIGTERM to the whole group, then SIGKILL whatever is still there after `graceMs`. */
export const stopGroup = async (child: ChildProcess, graceMs = 10_000): Promise<void> => {
  const { pid } = child;
  if (pid === undefined || !groupIsAlive(pid)) return;
  process.kill(-pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (groupIsAlive(pid) && Date.now() < deadline) await delay(100);
  if (groupIsAlive(pid)) process.kill(-pid, 'SIGKILL');
};

export type OutputTail = { text: () => string };

/** Keeps the last lines a child wrote, to explain a failure without flooding the terminal. */
export const keepTail = (streams: ReadonlyArray<Readable | null>, maxLines = 40): OutputTail => {
  const lines: string[] = [];
  for (const stream of streams) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      lines.push(...chunk.split('\n').filter((line) => line.trim() !== ''));
      if (lines.length > maxLines) lines.splice(0, lines.length - maxLines);
    });
  }
  return { text: () => lines.join('\n') };
};

/** Resolves with the exit code (null when killed by a signal). */
export const waitForExit = (child: ChildProcess): Promise<number | null> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
