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

/** The text of a figure that is not a count: its key takes the formatted `value`. */
export const FIGURE_UNITS: Record<string, string> = {
  'qos-delay': 'dashboard.units.minutes',
  'first-answer-time': 'dashboard.units.minutes',
  'resolution-time': 'dashboard.units.minutes',
};

/** The tiles whose parts are parcels, named by the API and opened on the parcel's page. */
export const PARCEL_RANKINGS: readonly string[] = ['top-parcels', 'risk-without-action', 'treatments-at-low-risk'];

/** The tiles that say so when they have no part to show (their `none` text). */
export const TILES_SAYING_NONE: readonly string[] = [...PARCEL_RANKINGS, 'issues-opened', 'pressure-by-zone'];
