import type { Reading } from '../sensor/reading.schema.ts';
import type { LinuxState } from '../sensor/sensor.schema.ts';
import {
  clearThresholdOf,
  DEFAULT_ISSUE_RULES,
  ISSUE_THRESHOLDS,
  type IssueRules,
  type Hemisphere,
  opensAt,
  type ReadingIssueType,
  thresholdOf,
} from './issue-rule-settings.ts';

/** The default thresholds, which the dashboard's battery and storage bands follow. */
export const BATTERY_ABSENT_BELOW_V = ISSUE_THRESHOLDS.batterie_absente.default;
export const BATTERY_LOW_BELOW_V = ISSUE_THRESHOLDS.niveau_batterie_insuffisant.default;
export const USB_FILL_HIGH_FROM_PERCENT = ISSUE_THRESHOLDS.taux_remplissage_usb_eleve.default;

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
  /**
   * The conditions on their way to a change: for a type not open, the captures it has held for (debounce); for a
   * type open, the captures it has been gone for (clear rule). Empty for most sensors.
   */
  pending: PendingConditions;
};

/** Since which capture, and for how many consecutive captures, a condition has held (or been gone). */
export type PendingCondition = { since: string; count: number };
export type PendingConditions = Partial<Record<ReadingIssueType, PendingCondition>>;

/** What the rules read of a capture: its time and device state, not its count or identity. */
export type RuleReading = Pick<
  Reading,
  | 'measuredAt'
  | 'deviceState'
  | 'linuxState'
  | 'shutter'
  | 'batteryVoltage'
  | 'usbFillRate'
  | 'temperature'
  | 'humidity'
  | 'rainfall'
  | 'gps'
>;

const isCapturing = (reading: RuleReading) =>
  reading.deviceState === 'acquisition' || reading.linuxState === 'acquiring' || reading.linuxState === 'image-capture';

/** The values captures are measured against: those that open an issue, or those that keep an open one open. */
type Thresholds = { absentBelow: number; lowBelow: number; usbFrom: number };

/** The thresholds as `valueOf` reads them: where an issue opens (`thresholdOf`), or stays open (`clearThresholdOf`). */
const thresholds = (rules: IssueRules, valueOf: typeof clearThresholdOf): Thresholds => ({
  absentBelow: valueOf(rules, 'batterie_absente'),
  lowBelow: valueOf(rules, 'niveau_batterie_insuffisant'),
  usbFrom: valueOf(rules, 'taux_remplissage_usb_eleve'),
});

/**
 * The conditions a reading shows, given what came before it, at the thresholds of `rules` (`holding`: at their clear
 * thresholds, for issues already open); see docs/decisions for each rule's reasoning.
 */
export const activeReadingIssues = (
  context: SensorRuleContext,
  reading: RuleReading,
  rules: IssueRules = DEFAULT_ISSUE_RULES,
  holding = false,
): Set<ReadingIssueType> => {
  const { absentBelow, lowBelow, usbFrom } = thresholds(rules, holding ? clearThresholdOf : thresholdOf);
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
  add('taux_remplissage_usb_eleve', reading.usbFillRate >= usbFrom);
  if (reading.linuxState === 'fault') {
    const origin = context.linuxState === 'fault' ? context.faultOrigin : context.linuxState;
    const type = origin ? FAULT_ORIGIN_ISSUES[origin] : undefined;
    if (type) active.add(type);
  }
  return active;
};

export const nextRuleContext = (context: SensorRuleContext, reading: RuleReading): SensorRuleContext => ({
  ...context,
  linuxState: reading.linuxState,
  faultOrigin:
    reading.linuxState !== 'fault' ? null : context.linuxState === 'fault' ? context.faultOrigin : context.linuxState,
});

export type IssueTransition = { type: ReadingIssueType; openedAt: string | null; closedAt: string | null };

const minutesBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 60_000;

/** One more capture in a pending run: the run so far, or one starting at `at`. */
const extend = (pending: PendingCondition | undefined, at: string): PendingCondition => ({
  since: pending?.since ?? at,
  count: (pending?.count ?? 0) + 1,
});

/**
 * Replays readings in capture order from the sensor's current context and open issues, under `rules`. A condition
 * opens its issue once it has lasted the type's debounce (consecutive captures and minutes, both), at the capture
 * that completes it; an open issue closes at the capture that completes its clear rule (consecutive captures past its
 * clear threshold). An issue already open that closes gets `openedAt: null`. Nothing opens twice for one running
 * condition, and nothing opens for a type the rules turn off or mute in that capture's season (`hemisphere`); an issue already open
 * still closes by its clear rule. The context carries the runs not yet complete into the next batch.
 */
export const replayReadings = (
  initial: SensorRuleContext,
  openTypes: ReadonlySet<ReadingIssueType>,
  readings: readonly RuleReading[],
  rules: IssueRules = DEFAULT_ISSUE_RULES,
  hemisphere: Hemisphere = 'north',
): { transitions: IssueTransition[]; context: SensorRuleContext } => {
  const running = new Map<ReadingIssueType, IssueTransition>(
    [...openTypes].map((type) => [type, { type, openedAt: null, closedAt: null }]),
  );
  const transitions: IssueTransition[] = [];
  let context = initial;
  const ordered = [...readings].sort((a, b) => Date.parse(a.measuredAt) - Date.parse(b.measuredAt));
  for (const reading of ordered) {
    const at = reading.measuredAt;
    const pending: PendingConditions = {};
    const holding = activeReadingIssues(context, reading, rules, true);
    for (const [type, transition] of running) {
      if (holding.has(type)) continue;
      const gone = extend(context.pending[type], at);
      if (gone.count < rules[type].clearReadings) pending[type] = gone;
      else {
        transitions.push({ ...transition, closedAt: at });
        running.delete(type);
      }
    }
    for (const type of activeReadingIssues(context, reading, rules)) {
      if (running.has(type) || !opensAt(rules, type, new Date(at), hemisphere)) continue;
      const held = extend(context.pending[type], at);
      const { debounceReadings, debounceMinutes } = rules[type];
      if (held.count >= debounceReadings && minutesBetween(held.since, at) >= debounceMinutes) {
        running.set(type, { type, openedAt: at, closedAt: null });
      } else pending[type] = held;
    }
    context = { ...nextRuleContext(context, reading), pending };
  }
  transitions.push(...[...running.values()].filter((transition) => transition.openedAt !== null));
  return { transitions, context };
};
