import {
  type Hemisphere,
  type IssueRules,
  isReadingIssueType,
  type ReadingIssueType,
  thresholdOf,
} from '@console/domain/issue/issue-rule-settings';
import {
  type IssueTransition,
  type PendingConditions,
  replayReadings,
  type RuleReading,
  type SensorRuleContext,
} from '@console/domain/issue/issue-rules';
import type { LinuxState, WeatherSource } from '@console/domain/sensor/sensor.schema';
import { getIssueDefaults, type IssueType } from '@console/domain/issue/issue.schema';
import type { Reading } from '@console/domain/sensor/reading.schema';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { issues } from '../../db/schema.ts';
import { raiseIssuesOpened } from '../notifications/service.ts';

/**
 * What else must happen, in the same transaction, to the issues a contact closes: the caller passes support's ticket
 * solving. Support reads issues through `issues/service.ts`, so importing it here would close an import cycle.
 */
export type OnIssuesClosed = (db: Database, issueIds: readonly string[]) => Promise<void>;

/** Raised by silence, cleared by any contact at all. */
const SILENCE_ISSUE_TYPES: readonly IssueType[] = ['hors_service_plus_24_h', 'dispositif_perdu'];

/** A sensor's contact closes its open silence issues, whatever it brings. */
export const contactClosesIssues = (openTypes: readonly IssueType[]) =>
  openTypes.some((type) => SILENCE_ISSUE_TYPES.includes(type));

/** The transitions the issue rules replayed, and the rules they were replayed under (whose levels they open at). */
export type ReplayedIssues = { transitions: readonly IssueTransition[]; rules: IssueRules };

/** What the issue rules replay a sensor's captures from, as ingestion reads it with the sensor. */
export type SensorRuleState = {
  linuxState: LinuxState | null;
  linuxFaultOrigin: LinuxState | null;
  hasWeatherSensor: boolean;
  /** A trap served by a partner station: that station's silence is the sync's to judge (decision 176). */
  weatherSource: WeatherSource;
  pendingIssues: PendingConditions | null;
  openTypes: readonly IssueType[];
};

const STATION_SILENCE: ReadingIssueType = 'absence_station_meteo';
const isPartnerStation = (source: WeatherSource) => source === 'sencrop' || source === 'weenat';

/** The replay's outcome: the issues it moves, and the rule state the sensor keeps for its next captures. */
export type SensorReplay = {
  replayed: ReplayedIssues;
  linuxFaultOrigin: LinuxState | null;
  pendingIssues: PendingConditions | null;
};

/**
 * Replays a sensor's fresh captures through the issue rules from its stored state: which issues open and close
 * (applied by `applyReadingIssues`), and the fault origin and unfinished debounce and clear runs to store.
 */
export const replaySensorReadings = (
  sensor: SensorRuleState,
  fresh: readonly RuleReading[],
  rules: IssueRules,
  hemisphere: Hemisphere,
): SensorReplay => {
  const context: SensorRuleContext = {
    linuxState: sensor.linuxState,
    faultOrigin: sensor.linuxFaultOrigin,
    hasWeatherSensor: sensor.hasWeatherSensor,
    pending: sensor.pendingIssues ?? {},
  };
  // Captures neither open nor close a partner station's silence: a capture without weather says nothing of it.
  const ownedByCaptures = (type: ReadingIssueType) =>
    !(type === STATION_SILENCE && isPartnerStation(sensor.weatherSource));
  const open = new Set(sensor.openTypes.filter(isReadingIssueType).filter(ownedByCaptures));
  const { transitions, context: after } = replayReadings(context, open, fresh, rules, hemisphere);
  return {
    replayed: { transitions: transitions.filter((transition) => ownedByCaptures(transition.type)), rules },
    linuxFaultOrigin: after.faultOrigin,
    pendingIssues: Object.keys(after.pending).length > 0 ? after.pending : null,
  };
};

/** `absence_resultats` clears once a capture within its threshold (24 hours by default) arrives. */
const clearsMissingResults = (
  openTypes: readonly IssueType[],
  fresh: readonly Reading[],
  now: Date,
  rules: IssueRules,
) =>
  openTypes.includes('absence_resultats') &&
  fresh.some(
    (reading) => Date.parse(reading.measuredAt) > now.getTime() - thresholdOf(rules, 'absence_resultats') * 3600_000,
  );

/** Whether fresh captures, replayed through the issue rules into `transitions`, open or close an issue. */
export const readingsChangeIssues = (
  openTypes: readonly IssueType[],
  { transitions, rules }: ReplayedIssues,
  fresh: readonly Reading[],
  now: Date,
) => transitions.length > 0 || clearsMissingResults(openTypes, fresh, now, rules);

const closeIssues = async (
  db: Database,
  sensorId: string,
  types: readonly (IssueType | ReadingIssueType)[],
  closedAt: Date | ReturnType<typeof sql>,
  onClosed: OnIssuesClosed,
  closingReading?: Reading,
) => {
  const closed = await db
    .update(issues)
    .set({ closedAt, closingReading })
    .where(and(eq(issues.sensorId, sensorId), inArray(issues.type, [...types]), isNull(issues.closedAt)))
    .returning({ id: issues.id });
  await onClosed(
    db,
    closed.map((issue) => issue.id),
  );
};

/** Closes the sensor's open silence issues on its contact; no statement when none is open. */
export const closeIssuesOnContact = async (
  db: Database,
  sensor: { id: string; openTypes: readonly IssueType[] },
  onClosed: OnIssuesClosed,
) => {
  const openSilences = SILENCE_ISSUE_TYPES.filter((type) => sensor.openTypes.includes(type));
  if (openSilences.length > 0) await closeIssues(db, sensor.id, openSilences, sql`now()`, onClosed);
};

const applyIssueTransitions = async (
  db: Database,
  sensor: { id: string; accountId: string },
  { transitions, rules }: ReplayedIssues,
  readingAt: (measuredAt: string) => Reading | undefined,
  onClosed: OnIssuesClosed,
) => {
  const opened = transitions.filter((t): t is IssueTransition & { openedAt: string } => t.openedAt !== null);
  if (opened.length > 0) {
    const inserted = await db
      .insert(issues)
      .values(
        opened.map((t) => ({
          sensorId: sensor.id,
          accountId: sensor.accountId,
          type: t.type,
          category: getIssueDefaults(t.type).category,
          level: rules[t.type].level,
          openedAt: new Date(t.openedAt),
          closedAt: t.closedAt ? new Date(t.closedAt) : null,
          openingReading: readingAt(t.openedAt),
          closingReading: t.closedAt ? readingAt(t.closedAt) : undefined,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: issues.id });
    await raiseIssuesOpened(
      db,
      inserted.map((issue) => issue.id),
    );
  }
  for (const t of transitions.filter((t) => t.openedAt === null && t.closedAt !== null)) {
    await closeIssues(
      db,
      sensor.id,
      [t.type],
      new Date(t.closedAt as string),
      onClosed,
      readingAt(t.closedAt as string),
    );
  }
};

/**
 * Opens and closes the issues that a sensor's fresh captures move, as the issue rules replayed them into
 * `transitions`, then clears `absence_resultats` if they end it. Each issue opened is announced as it opens
 * (`raiseIssuesOpened`), in the caller's transaction.
 */
export const applyReadingIssues = async (
  db: Database,
  sensor: { id: string; accountId: string; openTypes: readonly IssueType[] },
  replayed: ReplayedIssues,
  fresh: readonly Reading[],
  now: Date,
  onClosed: OnIssuesClosed,
) => {
  const byTime = new Map(fresh.map((reading) => [reading.measuredAt, reading]));
  await applyIssueTransitions(db, sensor, replayed, (at) => byTime.get(at), onClosed);
  if (clearsMissingResults(sensor.openTypes, fresh, now, replayed.rules)) {
    await closeIssues(db, sensor.id, ['absence_resultats'], sql`now()`, onClosed);
  }
};
