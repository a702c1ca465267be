import { z } from 'zod';

/** IANA time zones known to the runtime (server and browser share the same ICU data set). */
export const listZoneIds = (): string[] => Intl.supportedValuesOf('timeZone');

export const zoneIdSchema = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'invalid-zone-id');
