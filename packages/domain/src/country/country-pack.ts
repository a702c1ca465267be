import { z } from 'zod';
import { COUNTRY_DEFAULTS } from '../address/country-defaults.ts';
import { COUNTRIES, type Country } from '../address/postal-address.schema.ts';
import { MAP_DEFAULTS } from '../geo/map-defaults.ts';
import { gpsLocationSchema } from '../geo/gps-location.schema.ts';
import { languageSchema } from '../i18n/languages.ts';
import { RISK_QUESTIONS, type RiskQuestion, riskQuestionSchema } from '../risk/risk.schema.ts';
import { zoneIdSchema } from '../time/zone-ids.ts';
import type { Hemisphere } from '../issue/issue-rule-settings.ts';
import { type ProductRules, productRulesSchema } from './product-rules.ts';
import { cropSeasonSettingsSchema, DEFAULT_CROP_SEASON } from './crop-season.ts';
import { DEFAULT_RISK_THRESHOLDS, riskThresholdsSchema } from './risk-thresholds.ts';
import { measureUnitsSchema, METRIC_UNITS } from './measure-units.ts';

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

/**
 * What the country's new users start from, where its maps open before any marker is fitted, and the units its users
 * read surfaces, temperatures and rain in.
 */
export const countryDefaultsSchema = z.object({
  language: languageSchema,
  zoneId: zoneIdSchema,
  mapView: z.object({
    center: gpsLocationSchema,
    zoom: z.number().min(MAP_ZOOM.min).max(MAP_ZOOM.max),
  }),
  units: measureUnitsSchema,
});
export type CountryDefaults = z.infer<typeof countryDefaultsSchema>;

export const countryPackSchema = z.object({
  decisionTree: decisionTreeSchema,
  defaults: countryDefaultsSchema,
  /** When the catalogue's products may be applied in the country (decision 164). */
  productRules: productRulesSchema,
  /** How long before sowing, and after it, the country's crops want their traps (decision 165). */
  season: cropSeasonSettingsSchema,
  /** The slugs per m² of trap from which a crop's night is medium, then high (decision 166). */
  riskThresholds: riskThresholdsSchema,
});
export type CountryPack = z.infer<typeof countryPackSchema>;

/** The key a country's pack is stored under among the versioned settings. */
export const countryPackKey = <C extends Country>(country: C) => `country:${country}` as const;
export type CountryPackKey = ReturnType<typeof countryPackKey<Country>>;

const NO_RULES: ProductRules = { substances: [], products: [] };

/**
 * Spain's register numbers of the catalogue's products (MAPA, Registro de Productos Fitosanitarios; sources in
 * docs/sources/country-packs.md), shown where a Spanish farmer records one. The register gives no dates here.
 */
const SPANISH_REGISTER: Record<string, string> = {
  metenal: '12469',
  metalixon: '12470',
  'babosil-granulado': '12812',
  limagram: '13037',
  caraquim: '13174',
  metakey: '13181',
  cargoluq: '14015',
  'limagram-i': '14411',
  'cargol-mat': '14470',
  carmort: '22405',
  'token-5': '22852',
  mullo: '22870',
  aries: '23079',
  'matacaracoles-lainco': '23457',
  carakol: '23654',
  axcela: 'ES-00016',
  'desimo-duo': 'ES-00023',
  'metarex-inov': 'ES-00046',
  'metarex-m': 'ES-00047',
  'metash-3': 'ES-00118',
  ferramol: 'ES-00325',
  'sluxx-hp': 'ES-00327',
  ferrex: 'ES-00574',
  ecometal: 'ES-01102',
  'luma-gold-5': 'ES-01137',
  'elirex-one': 'ES-01159',
  'ironmax-pro': 'ES-01169',
  'metarex-duo': 'ES-01172',
  daxxos: 'ES-01228',
};

/** The rules in force when the packs were written, from the sources in docs/sources/country-packs.md. */
const PRODUCT_RULES: Partial<Record<Country, ProductRules>> = {
  ES: {
    substances: [],
    products: Object.entries(SPANISH_REGISTER).map(([slug, authorisationNumber]) => ({
      slug,
      authorisationNumber,
      authorisedFrom: null,
      withdrawnOn: null,
      lastUseOn: null,
      conditions: '',
    })),
  },
  // Defra, 18 September 2020: sale of outdoor metaldehyde until 31 March 2021, use until 31 March 2022.
  UK: {
    substances: [
      {
        activeIngredient: 'metaldehyde',
        authorisedFrom: null,
        withdrawnOn: '2021-03-31',
        lastUseOn: '2022-03-31',
        conditions:
          'Outdoor use banned in Great Britain to protect birds and mammals: sale ended on 31 March 2021, use on 31 March 2022.',
      },
    ],
    products: [],
  },
  // BVL, July 2018: NT115 (5 m from a vegetated field margin), replaced as products are re-authorised by NT116.
  DE: {
    substances: [
      {
        activeIngredient: 'metaldehyde',
        authorisedFrom: null,
        withdrawnOn: null,
        lastUseOn: null,
        conditions:
          'Auflage NT115: 5 m Abstand zu einem bewachsenen Feldsaum einhalten; bei neueren Zulassungen (NT116) keinen Eintrag in angrenzende Flächen, außer landwirtschaftlich genutzte.',
      },
    ],
    products: [],
  },
  // Terres Inovia: a 5 m untreated zone along water by default for anti-slug baits; metaldehyde from 3 % is
  // toxic for reproduction (CMR 2) since 1 October 2021. Ironmax Pro authorised in March 2016 (Phytoma).
  FR: {
    substances: [
      {
        activeIngredient: 'metaldehyde',
        authorisedFrom: null,
        withdrawnOn: null,
        lastUseOn: null,
        conditions:
          'Zone non traitée de 5 m le long des points d’eau ; à partir de 3 % de métaldéhyde, produit classé CMR 2 : stockage à part, délai de rentrée de 48 h.',
      },
    ],
    products: [
      {
        slug: 'ironmax-pro',
        authorisationNumber: '',
        authorisedFrom: '2016-03-01',
        withdrawnOn: null,
        lastUseOn: null,
        conditions: 'Produit de biocontrôle, utilisable en agriculture biologique.',
      },
    ],
  },
};

/**
 * What an installation starts from: the tree asked everywhere, as it was before the packs; the language and zone
 * COUNTRY_DEFAULTS gave new users; the map views of spec point 9; metric units, which all five countries' advisers
 * publish in (decision 168); the product rules above; the advisers' thresholds.
 */
export const DEFAULT_COUNTRY_PACKS = Object.fromEntries(
  COUNTRIES.map((country) => [
    country,
    {
      decisionTree: { enabled: true, questions: [...RISK_QUESTIONS] },
      defaults: { ...COUNTRY_DEFAULTS[country], mapView: MAP_DEFAULTS[country], units: METRIC_UNITS },
      productRules: PRODUCT_RULES[country] ?? NO_RULES,
      season: DEFAULT_CROP_SEASON,
      riskThresholds: DEFAULT_RISK_THRESHOLDS[country],
    },
  ]),
) as Record<Country, CountryPack>;

/** The questions asked in a country: none where its tree is off. */
export const askedQuestions = (pack: CountryPack): readonly RiskQuestion[] =>
  pack.decisionTree.enabled ? pack.decisionTree.questions : [];

/** South of the equator the seasons are the other way round (Australia sows its canola in April). */
export const hemisphereOf = (pack: CountryPack): Hemisphere =>
  pack.defaults.mapView.center.lat < 0 ? 'south' : 'north';
