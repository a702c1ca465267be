import { performance } from 'node:perf_hooks';

/**
 * `clients` callers, each running `task` back to back: every client first makes its warm-up calls, all of them
 * wait for each other, then each makes `perClient` timed calls. Answers every timed call's duration (ms).
 */
export const sampleConcurrent = async (
  task: (client: number, call: number) => Promise<void>,
  options: { clients: number; perClient: number; warmUpPerClient: number },
): Promise<number[]> => {
  const clients = Array.from({ length: options.clients }, (_, client) => client);
  let call = 0;
  await Promise.all(
    clients.map(async (client) => {
      for (let i = 0; i < options.warmUpPerClient; i += 1) await task(client, call++);
    }),
  );
  const durations: number[] = [];
  await Promise.all(
    clients.map(async (client) => {
      for (let i = 0; i < options.perClient; i += 1) {
        const start = performance.now();
        await task(client, call++);
        durations.push(performance.now() - start);
      }
    }),
  );
  return durations;
};

export type ThroughputRun = {
  /** Units (readings) of the calls that completed inside the measured window, per second. */
  perSecond: number;
  /** Durations (ms) of the calls that started inside the window. */
  latencies: number[];
  calls: number;
};

/**
 * `workers` closed loops, each calling `task` back to back, for `warmUpMs` untimed then `durationMs` measured.
 * `task` answers how many units it completed (the readings of a batch).
 */
export const runForDuration = async (
  task: (worker: number) => Promise<number>,
  options: { workers: number; warmUpMs: number; durationMs: number },
): Promise<ThroughputRun> => {
  const windowStart = performance.now() + options.warmUpMs;
  const windowEnd = windowStart + options.durationMs;
  const latencies: number[] = [];
  let units = 0;
  let calls = 0;
  await Promise.all(
    Array.from({ length: options.workers }, async (_, worker) => {
      while (performance.now() < windowEnd) {
        const start = performance.now();
        const done = await task(worker);
        const end = performance.now();
        if (start >= windowStart) latencies.push(end - start);
        if (end >= windowStart && end <= windowEnd) {
          units += done;
          calls += 1;
        }
      }
    }),
  );
  return { perSecond: units / (options.durationMs / 1000), latencies, calls };
};
