import type { NightlySlugs } from '@console/domain/parcel/parcel-synthesis.schema';

export type NightlyTrend = 'rising' | 'falling' | 'steady';

/** Below this change in the mean, a week looks like the one before it: counts of a few slugs are noisy. */
const STEADY_RATIO = 0.2;

/**
 * Whether slug pressure is rising: the mean of the last seven nights against the seven before. Null until both
 * weeks have captures, since half a comparison would mislead.
 */
export const getNightlyTrend = (nights: readonly NightlySlugs[]): NightlyTrend | null => {
  const mean = (week: readonly NightlySlugs[]) => week.reduce((sum, night) => sum + night.slugs, 0) / week.length;
  const recent = nights.slice(-7);
  const before = nights.slice(-14, -7);
  if (recent.length === 0 || before.length === 0) return null;
  const [now, then] = [mean(recent), mean(before)];
  if (Math.abs(now - then) <= STEADY_RATIO * Math.max(then, 1)) return 'steady';
  return now > then ? 'rising' : 'falling';
};
