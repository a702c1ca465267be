import { z } from 'zod';
import { COUNTRY_DEFAULTS } from '../address/country-defaults.ts';
import { COUNTRIES, type Country } from '../address/postal-address.schema.ts';
import { MAP_DEFAULTS } from '../geo/map-defaults.ts';
import { gpsLocationSchema } from '../geo/gps-location.schema.ts';
import { languageSchema } from '../i18n/languages.ts';
import { RISK_QUESTIONS, type RiskQuestion, riskQuestionSchema } from '../risk/risk.schema.ts';
import { zoneIdSchema } from '../time/zone-ids.ts';

/*
 * One settings pack per country the console serves (issue 41, decision 163): what differs from one country to the
 * next, tuned by the manufacturer's staff without a release and versioned like the global settings (decision 160).
 */

/** Whether the five risk questions are asked in the country, and which of them. */
export const decisionTreeSchema = z
  .object({
    enabled: z.boolean(),
    questions: z
      .array(riskQuestionSchema)
      .max(RISK_QUESTIONS.length)
      .refine((questions) => new Set(questions).size === questions.length, 'country-packs.errors.questions-repeated'),
  })
  .refine((tree) => !tree.enabled || tree.questions.length > 0, {
    message: 'country-packs.errors.questions-required',
    path: ['questions'],
  });
export type DecisionTree = z.infer<typeof decisionTreeSchema>;

/** Zoom levels a web map takes: 1 shows the world, 18 a field's corner. */
export const MAP_ZOOM = { min: 1, max: 18 } as const;

/** What the country's new users start from, and where its maps open before any marker is fitted. */
export const countryDefaultsSchema = z.object({
  language: languageSchema,
  zoneId: zoneIdSchema,
  mapView: z.object({
    center: gpsLocationSchema,
    zoom: z.number().min(MAP_ZOOM.min).max(MAP_ZOOM.max),
  }),
});
export type CountryDefaults = z.infer<typeof countryDefaultsSchema>;

export const countryPackSchema = z.object({
  decisionTree: decisionTreeSchema,
  defaults: countryDefaultsSchema,
});
export type CountryPack = z.infer<typeof countryPackSchema>;

/** The key a country's pack is stored under among the versioned settings. */
export const countryPackKey = <C extends Country>(country: C) => `country:${country}` as const;
export type CountryPackKey = ReturnType<typeof countryPackKey<Country>>;

/**
 * What an installation starts from: the tree asked everywhere, as it was before the packs; the language and zone
 * COUNTRY_DEFAULTS gave new users; the map views of spec point 9.
 */
export const DEFAULT_COUNTRY_PACKS = Object.fromEntries(
  COUNTRIES.map((country) => [
    country,
    {
      decisionTree: { enabled: true, questions: [...RISK_QUESTIONS] },
      defaults: { ...COUNTRY_DEFAULTS[country], mapView: MAP_DEFAULTS[country] },
    },
  ]),
) as Record<Country, CountryPack>;

/** The questions asked in a country: none where its tree is off. */
export const askedQuestions = (pack: CountryPack): readonly RiskQuestion[] =>
  pack.decisionTree.enabled ? pack.decisionTree.questions : [];

/** South of the equator the seasons are the other way round (Australia sows its canola in April). */
export const hemisphereOf = (pack: CountryPack): 'north' | 'south' =>
  pack.defaults.mapView.center.lat < 0 ? 'south' : 'north';
