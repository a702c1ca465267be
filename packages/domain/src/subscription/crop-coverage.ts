import type { Country } from '../address/postal-address.schema.ts';
import type { CropStage, CropType } from '../crop/crop.schema.ts';
import type { CropSeasonSettings } from '../country/crop-season.ts';
import type { LocalDate } from '../date/date.schema.ts';
import { isInSensitiveWindow, type RiskSettings } from '../risk/risk-model.ts';
import { addLocalDays, type PlanPeriod, proposePeriodEnd } from './subscription-period.ts';

/*
 * Coverage follows the crops (decision 135): a parcel needs its trap from the lead days before seeding until its crop
 * leaves the risk model's sensitive window. The model knows that window by stage; a subscription is sold in days, so
 * each crop's stage is turned into the days it usually takes from seeding, as the parcel's country says (decision 165).
 */

export type CropDates = {
  currentCrop: CropType;
  stage: CropStage;
  estimatedSeedingDate: LocalDate;
  actualSeedingDate?: LocalDate | null | undefined;
};

export type DayRange = { startsOn: LocalDate; endsOn: LocalDate };

/**
 * The days a crop needs its trap: from the lead before its seeding (the actual day once known, else the estimate)
 * to the end of its sensitive stage. None once the crop is recorded past that stage: its window has closed early.
 */
export const cropSensitiveWindow = (
  crop: CropDates,
  settings: RiskSettings,
  season: CropSeasonSettings,
): DayRange | null => {
  if (!isInSensitiveWindow(crop, settings)) return null;
  const seededOn = crop.actualSeedingDate ?? crop.estimatedSeedingDate;
  return {
    startsOn: addLocalDays(seededOn, -season.leadDays),
    endsOn: addLocalDays(seededOn, season.sensitiveDays[crop.currentCrop]),
  };
};

/** What covers a sensor last: the latest-ending subscription holding an open seat for it. */
export type LastCover = { endsOn: LocalDate; autoRenew: boolean; isCancelled: boolean };

/**
 * The days a crop's window runs past the subscription covering its sensor, from `today` on; none when it does not,
 * when the window is over, or when the subscription renews by itself.
 */
export const coverageGap = (window: DayRange | null, cover: LastCover, today: LocalDate): DayRange | null => {
  if (!window || window.endsOn < today || window.endsOn <= cover.endsOn) return null;
  if (cover.autoRenew && !cover.isCancelled) return null;
  const dayAfter = addLocalDays(cover.endsOn, 1);
  const from = [dayAfter, window.startsOn, today].reduce((latest, day) => (day > latest ? day : latest));
  return { startsOn: from, endsOn: window.endsOn };
};

/** The crops sharing one window, as the server counts them. */
export type CropWindows = { window: DayRange | null; crops: number };

/**
 * The span of the crop windows still to come or running on `today`, from today at the earliest, and how many crops
 * they hold: what a campaign subscription sold now should cover. None without such a window.
 */
export const cropSeason = (
  windows: readonly CropWindows[],
  today: LocalDate,
): (DayRange & { cropCount: number }) | null => {
  const open = windows.flatMap(({ window, crops }) => (window && window.endsOn >= today ? [{ ...window, crops }] : []));
  const [first, ...rest] = open;
  if (!first) return null;
  const startsOn = rest.reduce((earliest, { startsOn: day }) => (day < earliest ? day : earliest), first.startsOn);
  const endsOn = rest.reduce((latest, { endsOn: day }) => (day > latest ? day : latest), first.endsOn);
  return {
    startsOn: startsOn < today ? today : startsOn,
    endsOn,
    cropCount: open.reduce((sum, { crops }) => sum + crops, 0),
  };
};

/**
 * The end a plan proposes from a first day; a campaign's is stretched to the end of the holder's crop season when
 * that runs past the campaign's last day.
 */
export const proposeCoveringEnd = (
  plan: PlanPeriod,
  startsOn: LocalDate,
  country: Country,
  season: DayRange | null,
): LocalDate => {
  const end = proposePeriodEnd(plan, startsOn, country);
  return plan.kind === 'campaign' && season && season.endsOn > end ? season.endsOn : end;
};
