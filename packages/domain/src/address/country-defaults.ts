import type { Language } from '../i18n/languages.ts';
import type { Country } from './postal-address.schema.ts';

/**
 * What an account's country suggests for its new users: the main language and time zone of the country (Australia's
 * most populous zone). People change both on their profile.
 */
export const COUNTRY_DEFAULTS: Record<Country, { language: Language; zoneId: string }> = {
  FR: { language: 'fr', zoneId: 'Europe/Paris' },
  AU: { language: 'en', zoneId: 'Australia/Sydney' },
  DE: { language: 'de', zoneId: 'Europe/Berlin' },
  ES: { language: 'es', zoneId: 'Europe/Madrid' },
  UK: { language: 'en', zoneId: 'Europe/London' },
};
