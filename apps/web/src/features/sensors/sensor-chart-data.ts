import type { DateRange } from '@console/domain/date/date-range-presets';
import type { Capture, DailyReading } from '@console/domain/sensor/sensor-readings.schema';
import { addDays, differenceInCalendarDays, format } from 'date-fns';
import { formatLocalMonthDay, formatMonthDay, formatTime } from '@console/domain/time/date-format';

/** One bar or point of the per-capture chart. */
export type CapturePoint = { time: string; slugCount: number };

/**
 * One day of the daily charts. Days without any capture are kept, with no values, so the time axis is
 * regular and a silent sensor shows as a gap rather than as neighbouring days pushed together.
 */
export type DailyPoint = {
  day: string;
  captures: number;
  slugTotal: number | null;
  slugMax: number | null;
  temperatureMin: number | null;
  temperatureMax: number | null;
  humidityAvg: number | null;
  rainfallTotal: number | null;
  batteryMin: number | null;
};

/** MM-dd: the daily charts stay within 31 days, the year would only repeat itself. */
const dayLabel = (date: Date) => formatLocalMonthDay(format(date, 'yyyy-MM-dd'));

/** Captures labelled MM-dd HH:mm in the user's time zone, in time order. */
export const toCapturePoints = (captures: Capture[], timeZone: string): CapturePoint[] =>
  [...captures]
    .sort((a, b) => Date.parse(a.measuredAt) - Date.parse(b.measuredAt))
    .map((capture) => ({
      time: `${formatMonthDay(capture.measuredAt, timeZone)} ${formatTime(capture.measuredAt, timeZone)}`,
      slugCount: capture.slugCount,
    }));

/** Every day of `range`, with the server's daily row where there is one. */
export const toDailyPoints = (daily: DailyReading[], range: DateRange): DailyPoint[] => {
  const byDay = new Map(daily.map((row) => [row.day, row]));
  const length = differenceInCalendarDays(range.to, range.from) + 1;
  return Array.from({ length }, (_, offset) => {
    const date = addDays(range.from, offset);
    const row = byDay.get(format(date, 'yyyy-MM-dd'));
    return {
      day: dayLabel(date),
      captures: row?.captures ?? 0,
      slugTotal: row ? row.slugTotal : null,
      slugMax: row ? row.slugMax : null,
      temperatureMin: row?.temperatureMin ?? null,
      temperatureMax: row?.temperatureMax ?? null,
      humidityAvg: row?.humidityAvg ?? null,
      rainfallTotal: row?.rainfallTotal ?? null,
      batteryMin: row?.batteryMin ?? null,
    };
  });
};

/** Whether the range holds at least one capture: otherwise the tab shows its empty state. */
export const hasCaptures = (captures: Capture[], daily: DailyReading[]): boolean =>
  captures.length > 0 || daily.some((row) => row.captures > 0);

/** Whether any day carries a weather value (sensors without a station send none). */
export const hasWeather = (points: DailyPoint[]): boolean =>
  points.some(
    (point) =>
      point.temperatureMin !== null ||
      point.temperatureMax !== null ||
      point.rainfallTotal !== null ||
      point.humidityAvg !== null,
  );
