import { performance } from 'node:perf_hooks';

export type SampleOptions = {
  count: number;
  /** Untimed calls first, so JIT, connection pools and caches are warm. */
  warmUp: number;
};

/** Runs `task` sequentially and returns each timed call's duration in milliseconds. */
export const sampleSequential = async (task: () => Promise<void>, options: SampleOptions): Promise<number[]> => {
  for (let i = 0; i < options.warmUp; i += 1) await task();
  const durations: number[] = [];
  for (let i = 0; i < options.count; i += 1) {
    const start = performance.now();
    await task();
    durations.push(performance.now() - start);
  }
  return durations;
};
