import {
  getCountryCallingCode,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/max';
import { z } from 'zod';

/** An international phone number (E.164 or with a leading +), checked with libphonenumber's full metadata. */
export const phoneNumberSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .refine((value) => value.startsWith('+') && isValidPhoneNumber(value), 'invalid-phone-number');

/** "No country": the number is typed in full international form (spec point 9, ZZ International). */
export const INTERNATIONAL = 'ZZ';
export type PhoneCountry = CountryCode | typeof INTERNATIONAL;

/** A number as people type it: a country chosen beside it and the number in that country's national form. */
export type PhoneNumberParts = { country: PhoneCountry; national: string };

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * The value phoneNumberSchema checks, built from a national number and its country: E.164 when the number parses,
 * otherwise '+<calling code><digits>' so that the schema reports it as invalid; '' when nothing is typed.
 */
export const joinPhoneNumber = ({ country, national }: PhoneNumberParts): string => {
  const text = national.trim();
  if (!text) return '';
  if (country === INTERNATIONAL || text.startsWith('+')) {
    const parsed = parsePhoneNumberFromString(text.startsWith('+') ? text : `+${text}`);
    return parsed?.number ?? `+${digitsOf(text)}`;
  }
  const parsed = parsePhoneNumberFromString(text, country);
  return parsed?.number ?? `+${getCountryCallingCode(country)}${digitsOf(text)}`;
};

/** Splits a stored E.164 number into its country and the national number shown. */
export const splitPhoneNumber = (value: string, fallbackCountry: PhoneCountry): PhoneNumberParts => {
  if (!value) return { country: fallbackCountry, national: '' };
  const parsed = parsePhoneNumberFromString(value);
  if (parsed?.country) return { country: parsed.country, national: parsed.formatNational() };
  return { country: INTERNATIONAL, national: value };
};
