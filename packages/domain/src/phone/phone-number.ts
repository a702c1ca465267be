import { isValidPhoneNumber } from 'libphonenumber-js/max';
import { z } from 'zod';

/** An international phone number (E.164 or with a leading +), checked with libphonenumber's full metadata. */
export const phoneNumberSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .refine((value) => value.startsWith('+') && isValidPhoneNumber(value), 'invalid-phone-number');
