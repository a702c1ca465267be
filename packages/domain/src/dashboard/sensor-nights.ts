import { CROP_STAGES, CROP_TYPES } from '../crop/crop.schema.ts';
import { isInSensitiveWindow, type RiskSettings } from '../risk/risk-model.ts';

/** What a sensor's night was: a capture, a contact without one, silence when one was owed, or a night nobody owed. */
export const NIGHT_STATES = ['captured', 'contact', 'silent', 'not-expected'] as const;
export type NightState = (typeof NIGHT_STATES)[number];

export const nightStateOf = (night: { expected: boolean; contacted: boolean; captures: number }): NightState =>
  night.captures > 0 ? 'captured' : night.contacted ? 'contact' : night.expected ? 'silent' : 'not-expected';

/** Each crop and stage still inside the slug-sensitive window, as `crop:stage`, for the read model's SQL. */
export const sensitiveCropStages = (settings: RiskSettings): string[] =>
  CROP_TYPES.flatMap((crop) =>
    CROP_STAGES.filter((stage) => isInSensitiveWindow({ currentCrop: crop, stage }, settings)).map(
      (stage) => `${crop}:${stage}`,
    ),
  );
