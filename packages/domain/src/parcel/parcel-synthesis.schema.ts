import { sensorNightImageSchema } from '../sensor/capture-image.schema';
import { z } from 'zod';
import { cropInterventionSchema } from '../crop/crop-intervention.schema.ts';
import { cropSchema } from '../crop/crop.schema.ts';
import { localDateSchema } from '../date/date.schema.ts';
import { issueCategorySchema, issueLevelSchema, issueTypeSchema } from '../issue/issue.schema.ts';
import { RISK_REASONS } from '../risk/risk-model.ts';
import { datedRiskAnswersSchema } from '../risk/risk-answers.ts';
import { riskLevelSchema, riskQuestionSchema } from '../risk/risk.schema.ts';
import { sensorStateSchema } from '../sensor/sensor.schema.ts';
import { linkedStationSchema } from '../weather/weather-sync.schema.ts';
import { parcelCoverageGapSchema, sensorCoverageSchema } from '../subscription/subscription.schema.ts';
import { parcelListItemSchema } from './parcel-list.schema.ts';

/** How many past nights of counts the synthesis draws: two weeks show a trend a single week hides. */
export const SYNTHESIS_NIGHTS = 14;

/** Slugs counted over one complete night (noon to noon UTC); the date is the evening's. */
export const nightlySlugsSchema = z.object({ night: localDateSchema, slugs: z.number().int() });
export type NightlySlugs = z.infer<typeof nightlySlugsSchema>;

/** `GET /parcels/{id}/synthesis`: what a farmer checks first about a parcel. */
export const parcelSynthesisSchema = z.object({
  parcel: parcelListItemSchema,
  crop: cropSchema.nullable(),
  /** Assessed now, from the same inputs as the stored level, with the reasons behind it. */
  risk: z.object({
    level: riskLevelSchema,
    reasons: z.array(z.enum(RISK_REASONS)),
    meanPerNight: z.number().nullable(),
    /**
     * The answers to the risk questions for this season's crop that hold today, each with its day and source: the
     * farmer's still in date, and those the crop's interventions give (decision 108).
     */
    answers: datedRiskAnswersSchema,
    /** The questions the parcel's country asks (decision 163): none where its decision tree is off. */
    questions: z.array(riskQuestionSchema),
  }),
  /** The crop's latest intervention, when one is recorded, with its product's name if it is an application. */
  latestIntervention: z.object({ intervention: cropInterventionSchema, productName: z.string().nullable() }).nullable(),
  nights: z.array(nightlySlugsSchema),
  sensor: z
    .object({
      id: z.uuid(),
      serialNumber: z.string(),
      state: sensorStateSchema,
      batteryVoltage: z.number().nullable(),
      lastSlugCount: z.number().int().nullable(),
      lastMeasuredAt: z.iso.datetime({ offset: true }).nullable(),
      lastContactAt: z.iso.datetime({ offset: true }).nullable(),
      /** The subscription it runs under, when the parcel's risk is withheld: the way to renew (decision 132). */
      subscription: sensorCoverageSchema.optional(),
      /** Its newest night with its photo, or why it has none (decision 178); null before its first capture. */
      lastNight: sensorNightImageSchema.nullable(),
    })
    .nullable(),
  /** Days the crop still needs its sold sensor after its subscriptions end (decision 135). */
  coverageGap: parcelCoverageGapSchema.nullable(),
  /**
   * The weather over the last 24 hours: from the partner station the sensor links to while it reports (decision 176),
   * else from the sensor's own station; null when neither sent any.
   */
  weather: z
    .object({
      source: z.enum(['station', 'sensor']),
      /** Captures of the sensor, or hours of the station. */
      captures: z.number().int(),
      temperatureMin: z.number().nullable(),
      temperatureMax: z.number().nullable(),
      humidityAvg: z.number().nullable(),
      rainfallTotal: z.number().nullable(),
    })
    .nullable(),
  /** The partner station the sensor links to, and whether it has been silent past the issue rules' threshold. */
  weatherStation: linkedStationSchema.nullable(),
  openIssues: z.array(
    z.object({
      id: z.uuid(),
      type: issueTypeSchema,
      level: issueLevelSchema,
      category: issueCategorySchema,
      openedAt: z.iso.datetime({ offset: true }),
    }),
  ),
});
export type ParcelSynthesis = z.infer<typeof parcelSynthesisSchema>;
