import { harvestDay } from '@console/domain/crop/crop-in-field';
import type { CropStage, CropType } from '@console/domain/crop/crop.schema';
import type { LocalDate } from '@console/domain/date/date.schema';
import { addLocalDays } from '@console/domain/subscription/subscription-period';
import { stageGrownBy } from './stage-history.ts';

/**
 * The month and day each crop kind is sown in Europe: oilseed rape late in August, winter cereals in mid-October,
 * the spring crops from March. Days up to the 28th, so that the same day exists six months on.
 */
const EUROPEAN_SOWING: Record<CropType, { month: number; day: number }> = {
  colza: { month: 8, day: 28 },
  colza_semence: { month: 8, day: 28 },
  cereales_hivers: { month: 10, day: 15 },
  cereales_printemps: { month: 3, day: 1 },
  mais: { month: 4, day: 25 },
  mais_semence: { month: 4, day: 25 },
  tournesol: { month: 4, day: 15 },
  tournesol_semence: { month: 4, day: 15 },
  autre: { month: 9, day: 15 },
};

/** A demo crop kind where it grows: a farm does not sow all its fields on the kind's day, some a few days later. */
export type DemoSowing = { type: CropType; isSouthern: boolean; daysLate?: number };

/** The day the kind is sown in `year`: in the southern hemisphere (the Australian farm) six months from Europe's. */
const sowingIn = ({ type, isSouthern, daysLate = 0 }: DemoSowing, year: number): LocalDate => {
  const { month, day } = EUROPEAN_SOWING[type];
  const inHemisphere = isSouthern ? ((month + 5) % 12) + 1 : month;
  return addLocalDays(`${year}-${String(inHemisphere).padStart(2, '0')}-${String(day).padStart(2, '0')}`, daysLate);
};

const isStanding = (sowing: DemoSowing, sownOn: LocalDate, today: LocalDate) =>
  harvestDay({ currentCrop: sowing.type, estimatedSeedingDate: sownOn }) > today;

/**
 * This season's sowing of a kind on `today` (decision 149): its latest sowing day by today while that crop still
 * stands, else, once it is harvested, the next one, still to come.
 */
export const thisSeasonsSowing = (sowing: DemoSowing, today: LocalDate): LocalDate => {
  let year = Number(today.slice(0, 4));
  while (sowingIn(sowing, year) > today) year -= 1;
  const latest = sowingIn(sowing, year);
  return isStanding(sowing, latest, today) ? latest : sowingIn(sowing, year + 1);
};

/**
 * Last season's sowing of a kind before a crop sown on `next`: its sowing day of an earlier calendar year (crops are
 * recorded one a year) whose crop was harvested by then, so the two never stand in the field together.
 */
export const lastSeasonsSowing = (sowing: DemoSowing, next: LocalDate): LocalDate => {
  let year = Number(next.slice(0, 4)) - 1;
  while (isStanding(sowing, sowingIn(sowing, year), next)) year -= 1;
  return sowingIn(sowing, year);
};

/**
 * A demo crop's season, dates and stage on `today`: recorded under the year it is sown in; planned before its day;
 * from then on at the stage the demo wants as far as the days since allow, sown on that day unless the demo wants it
 * not sown yet (its sowing late).
 */
export const demoCropSeason = (type: CropType, wanted: CropStage, sownOn: LocalDate, today: LocalDate) => {
  const stage = sownOn > today ? 'non_seme' : stageGrownBy(wanted, sownOn, today);
  return {
    year: Number(sownOn.slice(0, 4)),
    currentCrop: type,
    stage,
    estimatedSeedingDate: sownOn,
    // A crop past sowing was sown on its day (the crop schema's rule).
    ...(stage === 'non_seme' ? {} : { actualSeedingDate: sownOn }),
  };
};
