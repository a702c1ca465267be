import type { IssueLevel } from '@console/domain/issue/issue.schema';
import type { MantineColor } from '@mantine/core';
import type { TFunction } from 'i18next';

/**
 * Blocking red, high orange, low yellow. Explicit shades: the theme's primary shade (8) turns yellow
 * into the same amber as orange.
 */
export const ISSUE_LEVEL_COLORS: Record<IssueLevel, MantineColor> = {
  blocking: 'red.9',
  high: 'orange.6',
  low: 'yellow.4',
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The parts of a duration shown to people: days and hours past a day, hours and minutes below. */
export const durationParts = (ms: number): { days: number; hours: number; minutes: number } => {
  const total = Math.max(0, ms);
  return {
    days: Math.floor(total / DAY),
    hours: Math.floor((total % DAY) / HOUR),
    minutes: Math.floor((total % HOUR) / MINUTE),
  };
};

/** How long an issue stayed (or has been) open: "3 d 4 h", "5 h 12 min", "7 min". */
export const formatIssueDuration = (t: TFunction, openedAt: string, closedAt: string | null, now: Date): string => {
  const { days, hours, minutes } = durationParts(
    (closedAt ? Date.parse(closedAt) : now.getTime()) - Date.parse(openedAt),
  );
  if (days > 0) return t('issues.duration.days', { days, hours });
  if (hours > 0) return t('issues.duration.hours', { hours, minutes });
  return t('issues.duration.minutes', { minutes });
};
