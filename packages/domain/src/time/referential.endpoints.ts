import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint';
import { countrySchema } from '../address/postal-address.schema';
import { languageSchema } from '../i18n/languages';

/** Lists the forms pick from that belong to no feature of their own. */
export const referentialEndpoints = defineEndpoints({
  /** The IANA time zones the runtime knows, for the profile's zone. */
  zoneIds: { method: 'GET', path: '/referentials/zone-ids', response: z.array(z.string()) },
  /** What each country's pack gives its new users (decision 163): a new account's admin starts from it. */
  countryDefaults: {
    method: 'GET',
    path: '/referentials/country-defaults',
    response: z.record(countrySchema, z.object({ language: languageSchema, zoneId: z.string() })),
  },
});
