import type { RiskLevel } from '@console/domain/risk/risk.schema';
import type { RiskChange } from '@console/domain/sensor/count-review.schema';
import { addDays, formatISO, min, parseISO } from 'date-fns';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { now } from '../../../clock.ts';
import { type Database, selectRows } from '../../../db/client.ts';
import { nightOf, nightStart } from '../../../db/nights.ts';
import { accountRiskNights, parcelRiskNights } from '../../../db/schema.ts';
import { foldSensorNight } from './night-fold.ts';
import { countRiskNights } from './night-kinds.ts';
import { keepParcelTotals } from './parcel-totals.ts';
import { nightRiskRules, type RatedNight, selectRatedNights } from './risk-nights.ts';

const day = (date: Date) => formatISO(date, { representation: 'date' });

/** The night's parcel as the fold kept it; none for a night not folded yet. */
const selectFoldedNight = async (db: Database, sensorId: string, night: string) => {
  const [row] = await selectRows<{ parcelId: string | null; current: string }>(
    db,
    sql`select sn.parcel_id as "parcelId", ${nightOf(sql`${now().toISOString()}::timestamptz`)}::text as current
        from sensor_nights sn where sn.sensor_id = ${sensorId} and sn.night = ${night}::date`,
  );
  return row;
};

/** The parcel's kept levels of the nights `from` to `to`, by night. */
const selectKeptLevels = async (db: Database, parcelId: string, from: string, to: string) =>
  new Map(
    (
      await selectRows<{ night: string; riskLevel: RiskLevel }>(
        db,
        sql`select night::text as night, risk_level as "riskLevel" from parcel_risk_nights
            where parcel_id = ${parcelId} and night between ${from}::date and ${to}::date`,
      )
    ).map((row) => [row.night, row.riskLevel] as const),
  );

/** The per-account risk nights of an account counted again for these nights. */
const recountAccountRiskNights = async (db: Database, accountId: string, nights: string[]) => {
  await db
    .delete(accountRiskNights)
    .where(and(eq(accountRiskNights.accountId, accountId), inArray(accountRiskNights.night, nights)));
  await db
    .insert(accountRiskNights)
    .select(
      countRiskNights(db, and(eq(parcelRiskNights.accountId, accountId), inArray(parcelRiskNights.night, nights))),
    );
};

/** The kept nights a change of count moved to another level, written as rated now. */
const keepChangedLevels = async (db: Database, parcelId: string, changed: RatedNight[]) => {
  if (changed.length === 0) return;
  await db
    .insert(parcelRiskNights)
    .values(changed.map(({ night, accountId, riskLevel }) => ({ parcelId, night, accountId, riskLevel })))
    .onConflictDoUpdate({
      target: [parcelRiskNights.parcelId, parcelRiskNights.night],
      set: { riskLevel: sql`excluded.risk_level`, accountId: sql`excluded.account_id` },
    });
  for (const accountId of new Set(changed.map((night) => night.accountId))) {
    await recountAccountRiskNights(
      db,
      accountId,
      changed.filter((night) => night.accountId === accountId).map((night) => night.night),
    );
  }
};

/**
 * A person's count replacing a capture's (decision 179), inside the caller's transaction: `write` changes the
 * reading; the sensor's night is counted again from its readings, and the parcel's past nights whose rating reads it
 * (that night and the window after it) are rated again: those whose level now differs from the one kept (else from
 * their rating before the change) are kept at their new level, and the parcel's totals summed again.
 * Answers the night's parcel and those moves; alerts are the caller's business (none for a past night).
 */
export const recountCorrectedNight = async (
  db: Database,
  { sensorId, night }: { sensorId: string; night: string },
  write: () => Promise<void>,
): Promise<{ parcelId: string | null; riskChanges: RiskChange[] }> => {
  const rules = await nightRiskRules(db);
  // A night the quarter-hourly fold has not reached yet is counted first, so the move is seen and kept.
  let folded = await selectFoldedNight(db, sensorId, night);
  if (!folded) {
    await foldSensorNight(db, sensorId, night, rules);
    folded = await selectFoldedNight(db, sensorId, night);
  }
  const lastRated = folded
    ? day(min([addDays(parseISO(night), rules.settings.windowNights - 1), addDays(parseISO(folded.current), -1)]))
    : night;
  const rate = () =>
    folded?.parcelId && lastRated >= night
      ? selectRatedNights(db, folded.parcelId, night, lastRated, rules)
      : Promise.resolve([]);
  const before = await rate();
  const kept = folded?.parcelId ? await selectKeptLevels(db, folded.parcelId, night, lastRated) : new Map();
  await write();
  if (!folded) return { parcelId: null, riskChanges: [] };
  await db.execute(sql`
    update sensor_nights set slugs = coalesce((
      select sum(r.slug_count)::int from readings r
      where r.sensor_id = ${sensorId} and r.measured_at >= ${nightStart(sql`${night}::date`)}
        and r.measured_at < ${nightStart(sql`${night}::date + 1`)}), 0)
    where sensor_id = ${sensorId} and night = ${night}::date`);
  const after = await rate();
  // What the console showed: the kept level, else the night's rating before the change.
  const levelBefore = new Map([...before.map((rated) => [rated.night, rated.riskLevel] as const), ...kept]);
  const changed = after.filter((rated) => levelBefore.get(rated.night) !== rated.riskLevel);
  if (folded.parcelId) {
    await keepChangedLevels(db, folded.parcelId, changed);
    await keepParcelTotals(db, folded.parcelId);
  }
  return {
    parcelId: folded.parcelId,
    riskChanges: changed.map((rated) => ({
      night: rated.night,
      from: levelBefore.get(rated.night) ?? 'unmeasured',
      to: rated.riskLevel,
    })),
  };
};
