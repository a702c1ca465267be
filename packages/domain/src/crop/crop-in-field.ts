import { addDays, format, parseISO } from 'date-fns';
import { LOCAL_DATE_FORMAT, type LocalDate } from '../date/date.schema.ts';
import type { CropType } from './crop.schema.ts';

/**
 * Days a crop usually stands in the field from its sowing to its harvest (decision 149). Counted from the sowing,
 * they serve both hemispheres: a rapeseed sown in late August in France and one sown in April in Australia both
 * stand about ten and a half months.
 */
export const DAYS_IN_FIELD: Record<CropType, number> = {
  colza: 320,
  colza_semence: 320,
  cereales_hivers: 275,
  cereales_printemps: 140,
  mais: 170,
  mais_semence: 170,
  tournesol: 150,
  tournesol_semence: 150,
  autre: 300,
};

export type CropSowing = {
  currentCrop: CropType;
  estimatedSeedingDate: LocalDate;
  actualSeedingDate?: LocalDate | null | undefined;
};

/** The day a crop was sown, else the day it is planned to be. */
export const sowingDay = (crop: CropSowing): LocalDate => crop.actualSeedingDate ?? crop.estimatedSeedingDate;

/** The first day a crop is no longer in the field: its usual harvest, counted from its sowing. */
export const harvestDay = (crop: CropSowing): LocalDate =>
  format(addDays(parseISO(sowingDay(crop)), DAYS_IN_FIELD[crop.currentCrop]), LOCAL_DATE_FORMAT);

/**
 * The crop in a parcel's field on `day`, whatever calendar year it was recorded under (decision 149): of the crops
 * not harvested by then, the last one sown by that day (a successor sown replaces its predecessor), else the next one
 * planned. None once every crop is harvested. `crop_in_field` in SQL (`db/crops-in-field.ts`) asks the same.
 */
export const cropInField = <C extends CropSowing>(crops: readonly C[], day: LocalDate): C | undefined => {
  const standing = crops.filter((crop) => harvestDay(crop) > day);
  const sown = standing
    .filter((crop) => sowingDay(crop) <= day)
    .sort((a, b) => sowingDay(b).localeCompare(sowingDay(a)));
  const planned = standing
    .filter((crop) => sowingDay(crop) > day)
    .sort((a, b) => sowingDay(a).localeCompare(sowingDay(b)));
  return sown[0] ?? planned[0];
};
