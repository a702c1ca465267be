/**
 * How the console syncs partner weather stations (issue 43, decision 174), whichever the network: hourly weather
 * kept per station, each with its own watermark.
 */

/** A station's first run reaches this far back, and every run looks this far back for hours it lacks. */
export const SYNC_LOOKBACK_DAYS = 30;

export const HOUR_MS = 3_600_000;

/** What a station measured in one hour, as the console stores it; a value out of its bounds is kept as none. */
export type StationHour = {
  hour: Date;
  temperature: number | null;
  humidity: number | null;
  rainfall: number | null;
};

const BOUNDS = {
  temperature: [-60, 70],
  humidity: [0, 100],
  rainfall: [0, 500],
} as const;

const within = (value: number | null | undefined, [min, max]: readonly [number, number]) =>
  value === null || value === undefined || !Number.isFinite(value) || value < min || value > max ? null : value;

/** A network's hour as stored: on the hour, each measure within what a station can read, or none. */
export const boundedHour = (hour: Date, measures: Omit<StationHour, 'hour'>): StationHour => ({
  hour: new Date(Math.floor(hour.getTime() / HOUR_MS) * HOUR_MS),
  temperature: within(measures.temperature, BOUNDS.temperature),
  humidity: within(measures.humidity, BOUNDS.humidity),
  rainfall: within(measures.rainfall, BOUNDS.rainfall),
});

export type HourRange = { from: Date; to: Date };

/**
 * The hours to ask a station for, oldest first: each gap of at least one hour among the stored hours of the lookback,
 * and what follows the newest one, up to the last whole hour (`until`, exclusive).
 */
export const missingRanges = (stored: readonly Date[], lookbackStart: Date, until: Date): HourRange[] => {
  const ranges: HourRange[] = [];
  let expected = lookbackStart.getTime();
  for (const hour of [...stored].map((date) => date.getTime()).sort((a, b) => a - b)) {
    if (hour < expected) continue;
    if (hour > expected) ranges.push({ from: new Date(expected), to: new Date(hour) });
    expected = hour + HOUR_MS;
  }
  if (expected < until.getTime()) ranges.push({ from: new Date(expected), to: until });
  return ranges;
};

/** A range cut in windows a network accepts in one request, oldest first. */
export const windowsOf = ({ from, to }: HourRange, maxHours: number): HourRange[] => {
  const windows: HourRange[] = [];
  for (let start = from.getTime(); start < to.getTime(); start += maxHours * HOUR_MS) {
    windows.push({ from: new Date(start), to: new Date(Math.min(start + maxHours * HOUR_MS, to.getTime())) });
  }
  return windows;
};
