import {
  ACTIVE_SILENCE_HOURS,
  errorThresholdReached,
  HEALTH_CHECK_HOURS,
  OFFERED_STATES,
  stageSuccessCount,
} from '@console/domain/firmware/campaign-plan';
import { type CampaignInput, ERROR_THRESHOLD_REASON } from '@console/domain/firmware/campaign.schema';
import { sql } from 'drizzle-orm';
import { clockNow } from '../../db/clock-values.ts';
import { type Database, selectRows } from '../../db/client.ts';
import { UPDATING_STATES } from './device-queries.ts';
import { openUpdateFailures } from './device-updates.ts';

/*
 * The campaigns' own moves (decision 172), a scheduled job: silent devices fail, the error threshold pauses, a stage
 * whose success threshold is met opens the next, the last one finishes the campaign.
 */

type RunningCampaign = {
  currentStage: number;
  successPercent: number;
  errorThreshold: CampaignInput['errorThreshold'];
  acceptedFailures: number;
};

const lockRunning = async (tx: Database, id: string) =>
  (
    await selectRows<RunningCampaign>(
      tx,
      sql`select current_stage as "currentStage", success_percent as "successPercent",
                 error_threshold as "errorThreshold", accepted_failures as "acceptedFailures"
          from firmware_campaigns where id = ${id} and state = 'running' for update`,
    )
  )[0];

/** Devices silent too long in an active state, and installs without a capture since, fail; answers those sensors. */
const failSilent = async (tx: Database, id: string) =>
  (
    await selectRows<{ sensorId: string }>(
      tx,
      sql`update firmware_campaign_sensors
          set state = 'failed', reason = 'timeout', reason_values = json_build_object('state', state)::jsonb,
              state_changed_at = ${clockNow()}
          where campaign_id = ${id}
            and ((state = any(${sql.param(UPDATING_STATES)}::text[])
                  and state_changed_at < ${clockNow()} - make_interval(hours => ${ACTIVE_SILENCE_HOURS}))
              or (state = 'installed' and installed_at < ${clockNow()} - make_interval(hours => ${HEALTH_CHECK_HOURS})))
          returning sensor_id as "sensorId"`,
    )
  ).map((row) => row.sensorId);

/** The campaign's sensors by state, all stages, and in its current stage. */
const tally = async (tx: Database, id: string, stage: number) => {
  const rows = await selectRows<{ state: string; total: number; inStage: number; maxStage: number }>(
    tx,
    sql`select state, count(*)::int as total, count(*) filter (where stage = ${stage})::int as "inStage",
               (select max(stage) from firmware_campaign_sensors where campaign_id = ${id})::int as "maxStage"
        from firmware_campaign_sensors where campaign_id = ${id} group by state`,
  );
  const sum = (pick: (row: (typeof rows)[number]) => number, states?: readonly string[]) =>
    rows.filter((row) => !states || states.includes(row.state)).reduce((total, row) => total + pick(row), 0);
  return {
    failed: sum((row) => row.total, ['failed']),
    offered: sum((row) => row.total, OFFERED_STATES),
    stageSize: sum((row) => row.inStage),
    stageHealthy: sum((row) => row.inStage, ['healthy']),
    lastStage: rows[0]?.maxStage ?? 0,
  };
};

const logEvent = (tx: Database, id: string, action: 'pause' | 'advance' | 'finish', reason: string) =>
  tx.execute(sql`insert into firmware_campaign_events (campaign_id, action, by, reason, at)
                 values (${id}, ${action}, null, ${reason}, ${clockNow()})`);

type Move = 'paused' | 'advanced' | 'finished' | null;

/** One campaign's step, its row locked so that two processes move it once. */
const advanceCampaign = async (db: Database, id: string): Promise<{ move: Move; failed: string[] }> =>
  db.transaction(async (tx) => {
    const campaign = await lockRunning(tx, id);
    if (!campaign) return { move: null, failed: [] };
    const failed = await failSilent(tx, id);
    const counts = await tally(tx, id, campaign.currentStage);
    if (errorThresholdReached(counts.failed - campaign.acceptedFailures, counts.offered, campaign.errorThreshold)) {
      await tx.execute(sql`update firmware_campaigns set state = 'paused' where id = ${id}`);
      await logEvent(tx, id, 'pause', ERROR_THRESHOLD_REASON);
      return { move: 'paused', failed };
    }
    if (counts.stageSize === 0 || counts.stageHealthy < stageSuccessCount(counts.stageSize, campaign.successPercent))
      return { move: null, failed };
    if (campaign.currentStage >= counts.lastStage) {
      await tx.execute(sql`update firmware_campaigns set state = 'finished' where id = ${id}`);
      await logEvent(tx, id, 'finish', '');
      return { move: 'finished', failed };
    }
    const next = campaign.currentStage + 1;
    await tx.execute(sql`update firmware_campaigns set current_stage = ${next} where id = ${id}`);
    await logEvent(tx, id, 'advance', String(next));
    return { move: 'advanced', failed };
  });

/** Every running campaign's step; answers what moved, for the job's log. */
export const advanceCampaigns = async (db: Database) => {
  const running = await selectRows<{ id: string }>(
    db,
    sql`select id from firmware_campaigns where state = 'running' order by created_at`,
  );
  const moves: Record<Exclude<Move, null>, number> & { failed: number } = {
    paused: 0,
    advanced: 0,
    finished: 0,
    failed: 0,
  };
  for (const { id } of running) {
    const { move, failed } = await advanceCampaign(db, id);
    await openUpdateFailures(db, failed);
    moves.failed += failed.length;
    if (move) moves[move] += 1;
  }
  return moves;
};
