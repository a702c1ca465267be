/**
 * Nearest-rank percentile: the smallest sample such that at least p % of the samples are at or
 * below it. Always one of the samples, never an interpolation.
 */
export const percentile = (samples: readonly number[], p: number): number => {
  if (samples.length === 0) throw new RangeError('percentile of an empty sample');
  if (!(p > 0 && p <= 100)) throw new RangeError(`percentile must be in (0, 100], got ${p}`);
  const sorted = [...samples].sort((a, b) => a - b);
  // p * n / 100 rather than p / 100 * n: exact for integer p and n, so 95 % of 40 is rank 38, not 39.
  const rank = Math.max(1, Math.ceil((p * sorted.length) / 100));
  const value = sorted[rank - 1];
  if (value === undefined) throw new RangeError(`rank ${rank} outside ${sorted.length} samples`);
  return value;
};

export const median = (samples: readonly number[]): number => percentile(samples, 50);

export type LatencySummary = { p50: number; p95: number; count: number };

export const summarize = (samples: readonly number[]): LatencySummary => ({
  p50: percentile(samples, 50),
  p95: percentile(samples, 95),
  count: samples.length,
});
