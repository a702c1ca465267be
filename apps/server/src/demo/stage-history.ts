import { CROP_STAGES, type CropStage } from '@console/domain/crop/crop.schema';
import type { LocalDate } from '@console/domain/date/date.schema';
import { daysBetween } from '@console/domain/subscription/subscription-period';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { crops, cropStageChanges } from '../db/schema.ts';

const DAY_MS = 86_400_000;
/** Days from sowing to emergence, then between two stages after it. */
const DAYS_TO_EMERGENCE = 10;
const DAYS_PER_STAGE = 12;
/** The hour (UTC) a stage is recorded: a morning walk in Europe, the evening in Australia, the same day in both. */
const RECORDED_AT_HOUR = 8;

/**
 * The stage a demo crop is recorded at: the one the demo wants, unless the days since its sowing (the progression
 * below) have not reached it by `today`.
 */
export const stageGrownBy = (wanted: CropStage, sownOn: LocalDate, today: LocalDate): CropStage => {
  const days = daysBetween(sownOn, today);
  const grown =
    days < DAYS_TO_EMERGENCE
      ? CROP_STAGES.indexOf('seme')
      : CROP_STAGES.indexOf('leve') + Math.floor((days - DAYS_TO_EMERGENCE) / DAYS_PER_STAGE);
  return CROP_STAGES[Math.min(CROP_STAGES.indexOf(wanted), grown)] ?? wanted;
};

export type DemoCropStage = { id: string; stage: CropStage; sownOn: string | null };
/** What a demo crop's insert returns for its stage history. */
export const DEMO_CROP_STAGE = { id: crops.id, stage: crops.stage, sownOn: crops.actualSeedingDate };

/**
 * The stages a crop went through to reach its recorded one, dated as it grew: sown on its seeding day, emerged ten
 * days later, then a stage every twelve days. A crop whose stages would run past `now` grew faster, so that its
 * current stage was recorded by yesterday. Null for a crop not sown yet (or sown after `now`): the stage the
 * crop was created with is its whole history.
 */
const stageProgression = (crop: DemoCropStage, now: Date): { stage: CropStage; changedAt: Date }[] | null => {
  const reached = CROP_STAGES.indexOf(crop.stage);
  const sown = crop.sownOn === null ? null : Date.parse(`${crop.sownOn}T00:00:00Z`) + RECORDED_AT_HOUR * 3_600_000;
  if (sown === null || crop.stage === 'non_seme' || sown >= now.getTime()) return null;
  const stages = CROP_STAGES.slice(CROP_STAGES.indexOf('seme'), reached + 1);
  const offsets = stages.map((_, index) => (index === 0 ? 0 : DAYS_TO_EMERGENCE + (index - 1) * DAYS_PER_STAGE));
  const lastDay = Math.floor((now.getTime() - sown) / DAY_MS) - 1;
  const scale = Math.min(1, Math.max(0, lastDay) / (offsets.at(-1) || 1));
  return stages.map((stage, index) => ({
    stage,
    changedAt: new Date(sown + Math.round((offsets[index] ?? 0) * scale) * DAY_MS),
  }));
};

/**
 * Replaces the single stage change the `crops` trigger dated at seeding time with each demo crop's progression, in
 * one transaction for the whole batch (the demo seeds hundreds of crops): last season's crops then leave their
 * sensitive window during the season, as real ones do, instead of reading past it all along.
 */
export const recordDemoStageHistory = async (db: Database, demoCrops: DemoCropStage[], now: Date): Promise<void> => {
  const progressions = demoCrops.flatMap((crop) => {
    const progression = stageProgression(crop, now);
    return progression ? [{ cropId: crop.id, progression }] : [];
  });
  if (progressions.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.delete(cropStageChanges).where(
      inArray(
        cropStageChanges.cropId,
        progressions.map(({ cropId }) => cropId),
      ),
    );
    await tx
      .insert(cropStageChanges)
      .values(progressions.flatMap(({ cropId, progression }) => progression.map((change) => ({ cropId, ...change }))));
  });
};
