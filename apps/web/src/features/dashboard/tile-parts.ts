import { NIGHT_STATES, type NightState } from '@console/domain/dashboard/sensor-nights';
import type { MantineColor } from '@mantine/core';
import { RISK_LEVEL_COLORS, RISK_LEVELS_WORST_FIRST } from '../../ui/risk-level-colors';

/** A night's state in the colours of a traffic light: grey for a night nobody owed. */
export const NIGHT_STATE_COLORS: Record<NightState, MantineColor> = {
  captured: 'green',
  contact: 'yellow',
  silent: 'red',
  'not-expected': 'gray',
};

/** The parts a night-by-night tile stacks, in the order of its legend, each with its colour. */
export const NIGHT_PARTS: Record<string, { key: string; color: MantineColor }[]> = {
  'risk-by-night': RISK_LEVELS_WORST_FIRST.map((level) => ({ key: level, color: RISK_LEVEL_COLORS[level] })),
  nights: NIGHT_STATES.map((state) => ({ key: state, color: NIGHT_STATE_COLORS[state] })),
  'qos-nights': NIGHT_STATES.filter((state) => state !== 'not-expected').map((state) => ({
    key: state,
    color: NIGHT_STATE_COLORS[state],
  })),
};

/** The tiles whose figure is a delay in minutes rather than a count. */
export const DELAY_TILES: readonly string[] = ['qos-delay', 'first-answer-time', 'resolution-time'];

/**
 * A delay in minutes in the unit a reader takes in at a glance: minutes under two hours, hours under two days, days
 * beyond (a support ticket's day and a half reads "1.5 d", not "2,160 min").
 */
export const delayUnit = (minutes: number): { key: string; value: number; digits: number } =>
  minutes < 120
    ? { key: 'dashboard.units.minutes', value: minutes, digits: 0 }
    : minutes < 2880
      ? { key: 'dashboard.units.hours', value: minutes / 60, digits: 1 }
      : { key: 'dashboard.units.days', value: minutes / 1440, digits: 1 };

/** The tiles whose parts are parcels, named by the API and opened on the parcel's page. */
export const PARCEL_RANKINGS: readonly string[] = ['top-parcels', 'risk-without-action', 'treatments-at-low-risk'];

/** The tiles that say so when they have no part to show (their `none` text). */
export const TILES_SAYING_NONE: readonly string[] = [...PARCEL_RANKINGS, 'issues-opened', 'pressure-by-zone'];
