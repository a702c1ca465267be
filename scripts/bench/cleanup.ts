import { setTimeout as delay } from 'node:timers/promises';

/**
 * What an interrupted run must undo: stop the server and any Chromium (they run in their own
 * process groups, so the terminal's Ctrl-C does not reach them) and delete their temp folders.
 */
const pending = new Set<() => Promise<void>>();
let interrupted = false;

export const isInterrupted = (): boolean => interrupted;

/** Called before starting a process: a measurement still unwinding after Ctrl-C must not start one. */
export const throwIfInterrupted = (): void => {
  if (interrupted) throw new Error('bench interrupted');
};

/** Registers `cleanup` for an interrupt until the returned function is called. */
export const whileRunning = (cleanup: () => Promise<void>): (() => void) => {
  pending.add(cleanup);
  return () => pending.delete(cleanup);
};

export const cleanUpAfterInterrupt = async (): Promise<void> => {
  interrupted = true;
  // Code still unwinding may register a folder it created just before the interrupt: sweep again.
  for (let round = 0; round < 3; round += 1) {
    const cleanups = [...pending];
    pending.clear();
    await Promise.allSettled(cleanups.map((cleanup) => cleanup()));
    await delay(200);
  }
};
