import { z } from 'zod';

export const COUNTRIES = ['FR', 'AU', 'DE', 'ES', 'UK'] as const;
/** A country left empty (a select cleared, or not chosen) is a missing value, not a wrong one. */
export const countrySchema = z.enum(COUNTRIES, {
  error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? 'required' : undefined),
});
export type Country = z.infer<typeof countrySchema>;

const requiredText = z.string().trim().min(1).max(200);
const optionalText = z.string().trim().max(200).optional();

export const postalAddressSchema = z.object({
  firstLine: requiredText,
  secondLine: optionalText,
  complement: optionalText,
  postalCode: z.string().trim().min(1).max(20),
  city: requiredText,
  country: countrySchema,
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;

export const reducedPostalAddressSchema = postalAddressSchema.pick({ postalCode: true, city: true, country: true });
export type ReducedPostalAddress = z.infer<typeof reducedPostalAddressSchema>;

/** ISO 3166 code of a country: the spec's UK is GB for phone numbers and maps. */
export const isoCountryCode = (country: Country): string => (country === 'UK' ? 'GB' : country);
