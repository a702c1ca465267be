// Spec point 9 formats (dd/MM/yyyy, dd/MM/yyyy HH:mm, HH:mm, and MM-dd for a chart's days) shown in the user's own time zone (the
// profile's zoneId), whatever the zone of the browser or server formatting them. Intl does the zone arithmetic.

type Parts = { day: string; month: string; year: string; hour: string; minute: string };

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterOf = (timeZone: string | undefined): Intl.DateTimeFormat => {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    };
    try {
      formatter = new Intl.DateTimeFormat('en-GB', { ...options, timeZone });
    } catch {
      // An unknown zone id (RangeError) falls back to the runtime's zone rather than losing the text.
      formatter = new Intl.DateTimeFormat('en-GB', options);
    }
    formatters.set(key, formatter);
  }
  return formatter;
};

const partsOf = (value: string | Date, timeZone: string | undefined): Parts | null => {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  const parts: Record<string, string> = {};
  for (const part of formatterOf(timeZone).formatToParts(date)) parts[part.type] = part.value;
  return {
    day: parts.day ?? '',
    month: parts.month ?? '',
    year: parts.year ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
  };
};

/** dd/MM/yyyy HH:mm in `timeZone`. */
export const formatDateTime = (value: string | Date, timeZone?: string): string => {
  const parts = partsOf(value, timeZone);
  return parts ? `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}` : '';
};

/** dd/MM/yyyy in `timeZone`. */
export const formatDate = (value: string | Date, timeZone?: string): string => {
  const parts = partsOf(value, timeZone);
  return parts ? `${parts.day}/${parts.month}/${parts.year}` : '';
};

/** MM-dd in `timeZone`: a chart's day, whose year its range already says. */
export const formatMonthDay = (value: string | Date, timeZone?: string): string => {
  const parts = partsOf(value, timeZone);
  return parts ? `${parts.month}-${parts.day}` : '';
};

/** HH:mm in `timeZone`. */
export const formatTime = (value: string | Date, timeZone?: string): string => {
  const parts = partsOf(value, timeZone);
  return parts ? `${parts.hour}:${parts.minute}` : '';
};

/**
 * The wall-clock time in `timeZone` (to the minute) as a Date whose UTC fields hold it: a spreadsheet's date cell has
 * no zone and shows those fields.
 */
export const toWallClock = (value: string | Date, timeZone?: string): Date | null => {
  const parts = partsOf(value, timeZone);
  return parts
    ? new Date(
        Date.UTC(
          Number(parts.year),
          Number(parts.month) - 1,
          Number(parts.day),
          Number(parts.hour),
          Number(parts.minute),
        ),
      )
    : null;
};

/** A calendar day sent as yyyy-MM-dd, shown as dd/MM/yyyy without any zone shift. */
export const formatLocalDay = (day: string): string => {
  const [year, month, date] = day.split('-');
  return year && month && date ? `${date}/${month}/${year}` : day;
};

/** A calendar day sent as yyyy-MM-dd, shown as a chart's day (MM-dd) without any zone shift. */
export const formatLocalMonthDay = (day: string): string => day.slice(5, 10);

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 hours ago", "il y a 2 jours"... in the interface language; under a minute reads as "now". */
export const formatRelative = (value: string | Date, now: Date, language: string): string => {
  const date = typeof value === 'string' ? new Date(value) : value;
  const seconds = (date.getTime() - now.getTime()) / 1000;
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
};
