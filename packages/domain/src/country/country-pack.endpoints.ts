import { z } from 'zod';
import { countrySchema } from '../address/postal-address.schema';
import { defineEndpoints } from '../api/endpoint';
import { dateTimeSchema } from '../date/date.schema';
import { changeReasonSchema, settingResetSchema, settingStateSchema } from '../settings/global-settings.schema';
import { languageSchema } from '../i18n/languages';
import { countryPackSchema } from './country-pack';

/** A row of `/settings/internationalization`: the country's pack at a glance. */
export const countryPackSummarySchema = z.object({
  country: countrySchema,
  language: languageSchema,
  hemisphere: z.enum(['north', 'south']),
  decisionTree: z.boolean(),
  version: z.int().min(0),
  isDefault: z.boolean(),
  changedAt: dateTimeSchema.nullable(),
  changedBy: z.string().nullable(),
});
export type CountryPackSummary = z.infer<typeof countryPackSummarySchema>;

export const countryPackStateSchema = settingStateSchema(countryPackSchema);

/** The pack's form: the whole pack, the version it started from (a later one refuses it with 409), and why. */
export const countryPackUpdateSchema = z.object({
  version: z.int().min(0).max(2_147_483_647),
  reason: changeReasonSchema,
  pack: countryPackSchema,
});
export type CountryPackUpdate = z.infer<typeof countryPackUpdateSchema>;

const params = z.object({ country: countrySchema });

/**
 * /settings/internationalization: one versioned settings pack per country (decision 163). Its history is read as any
 * setting's, by its key (`/settings/global/history?key=country:FR`).
 */
export const countryPackEndpoints = defineEndpoints({
  list: {
    method: 'GET',
    path: '/settings/countries',
    response: z.object({ items: z.array(countryPackSummarySchema) }),
  },
  get: { method: 'GET', path: '/settings/countries/:country', params, response: countryPackStateSchema },
  update: {
    method: 'POST',
    path: '/settings/countries/:country',
    params,
    body: countryPackUpdateSchema,
    response: countryPackStateSchema,
  },
  reset: {
    method: 'POST',
    path: '/settings/countries/:country/reset',
    params,
    body: settingResetSchema,
    response: countryPackStateSchema,
  },
});
