import type { Reading } from '../sensor/reading.schema.ts';
import type { LinuxState } from '../sensor/sensor.schema.ts';
import type { IssueType } from './issue.schema.ts';
import { DEFAULT_ISSUE_RULES, ISSUE_THRESHOLDS, type IssueRules, opensAt, thresholdOf } from './issue-rule-settings.ts';

/** The default thresholds, which the dashboard's battery and storage bands follow. */
export const BATTERY_ABSENT_BELOW_V = ISSUE_THRESHOLDS.batterie_absente.default;
export const BATTERY_LOW_BELOW_V = ISSUE_THRESHOLDS.niveau_batterie_insuffisant.default;
export const USB_FILL_HIGH_FROM_PERCENT = ISSUE_THRESHOLDS.taux_remplissage_usb_eleve.default;

/** Issue types that follow from the readings themselves; time-based ones (24 h silence…) run as jobs. */
export const READING_ISSUE_TYPES = [
  'ouverture_couvercle',
  'ouverture_trappe',
  'mode_vol',
  'batterie_absente',
  'niveau_batterie_insuffisant',
  'renversement',
  'absence_station_meteo',
  'erreur_module_gps',
  'taux_remplissage_usb_eleve',
  'echec_copie_usb',
  'echec_mise_jour',
  'echec_capture_image',
  'echec_traitement_image',
  'alimentation_absente',
] as const satisfies readonly IssueType[];
export type ReadingIssueType = (typeof READING_ISSUE_TYPES)[number];

/** Which step the Linux board was in when it fell into `fault` decides which failure it was. */
const FAULT_ORIGIN_ISSUES: Partial<Record<LinuxState, ReadingIssueType>> = {
  'usb-copy': 'echec_copie_usb',
  'update-install': 'echec_mise_jour',
  'image-capture': 'echec_capture_image',
  acquiring: 'echec_capture_image',
  processing: 'echec_traitement_image',
};

/** What the rules remember from one reading to the next. */
export type SensorRuleContext = {
  linuxState: LinuxState | null;
  /** The Linux state just before the current run of `fault`, if the board is in fault. */
  faultOrigin: LinuxState | null;
  hasWeatherSensor: boolean;
};

const isCapturing = (reading: Reading) =>
  reading.deviceState === 'acquisition' || reading.linuxState === 'acquiring' || reading.linuxState === 'image-capture';

/**
 * The conditions a reading shows, given what came before it, at the thresholds of `rules`; see docs/decisions for
 * each rule's reasoning.
 */
export const activeReadingIssues = (
  context: SensorRuleContext,
  reading: Reading,
  rules: IssueRules = DEFAULT_ISSUE_RULES,
): Set<ReadingIssueType> => {
  const absentBelow = thresholdOf(rules, 'batterie_absente');
  const lowBelow = thresholdOf(rules, 'niveau_batterie_insuffisant');
  const active = new Set<ReadingIssueType>();
  const add = (type: ReadingIssueType, condition: boolean) => condition && active.add(type);
  // Opening the lid wakes the device into maintenance through its lid switch.
  add('ouverture_couvercle', reading.deviceState === 'maintenance');
  add('ouverture_trappe', reading.shutter === 'opened' && !isCapturing(reading));
  add('mode_vol', reading.deviceState === 'theft');
  add('batterie_absente', reading.batteryVoltage < absentBelow);
  add('niveau_batterie_insuffisant', reading.batteryVoltage >= absentBelow && reading.batteryVoltage < lowBelow);
  // The microcontroller's own fault state is raised by its tilt switch; Linux-side faults are told apart below.
  add('renversement', reading.deviceState === 'fault');
  add('alimentation_absente', reading.deviceState === 'power-supply-missing');
  add(
    'absence_station_meteo',
    context.hasWeatherSensor && reading.temperature == null && reading.humidity == null && reading.rainfall == null,
  );
  add('erreur_module_gps', reading.gps == null);
  add('taux_remplissage_usb_eleve', reading.usbFillRate >= thresholdOf(rules, 'taux_remplissage_usb_eleve'));
  if (reading.linuxState === 'fault') {
    const origin = context.linuxState === 'fault' ? context.faultOrigin : context.linuxState;
    const type = origin ? FAULT_ORIGIN_ISSUES[origin] : undefined;
    if (type) active.add(type);
  }
  return active;
};

export const nextRuleContext = (context: SensorRuleContext, reading: Reading): SensorRuleContext => ({
  ...context,
  linuxState: reading.linuxState,
  faultOrigin:
    reading.linuxState !== 'fault' ? null : context.linuxState === 'fault' ? context.faultOrigin : context.linuxState,
});

export type IssueTransition = { type: ReadingIssueType; openedAt: string | null; closedAt: string | null };

/**
 * Replays readings in capture order from the sensor's current context and open issues, under `rules`. Each condition
 * that starts gives an issue opened at that capture, closed at the capture where it cleared (or still open); an issue
 * already open that clears gets `openedAt: null` and its closing time. Nothing opens twice for one running condition,
 * and nothing opens for a type the rules turn off or mute in that capture's month; an issue already open still
 * closes when its condition clears.
 */
export const replayReadings = (
  initial: SensorRuleContext,
  openTypes: ReadonlySet<ReadingIssueType>,
  readings: readonly Reading[],
  rules: IssueRules = DEFAULT_ISSUE_RULES,
): { transitions: IssueTransition[]; context: SensorRuleContext } => {
  const running = new Map<ReadingIssueType, IssueTransition>(
    [...openTypes].map((type) => [type, { type, openedAt: null, closedAt: null }]),
  );
  const transitions: IssueTransition[] = [];
  let context = initial;
  const ordered = [...readings].sort((a, b) => Date.parse(a.measuredAt) - Date.parse(b.measuredAt));
  for (const reading of ordered) {
    const active = activeReadingIssues(context, reading, rules);
    for (const [type, transition] of running) {
      if (!active.has(type)) {
        transitions.push({ ...transition, closedAt: reading.measuredAt });
        running.delete(type);
      }
    }
    for (const type of active) {
      if (running.has(type) || !opensAt(rules, type, new Date(reading.measuredAt))) continue;
      running.set(type, { type, openedAt: reading.measuredAt, closedAt: null });
    }
    context = nextRuleContext(context, reading);
  }
  transitions.push(...[...running.values()].filter((transition) => transition.openedAt !== null));
  return { transitions, context };
};
