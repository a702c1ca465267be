import type { Language } from '@console/domain/i18n/languages';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createLanguageDetector } from './language-detector';
import { localeBackend } from './locale-backend';

export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

// The domain's LANGUAGES, FALLBACK_LANGUAGE and DEFAULT_NAMESPACE (i18n/languages.ts), restated
// because that module builds a zod schema when loaded and this one is part of the sign-in entry
// chunk. The types below fail to compile if the lists drift; languages.test.ts compares the values.
export const LANGUAGES = ['fr', 'en', 'de', 'es'] as const satisfies readonly Language[];
const everyLanguageListed: Exclude<Language, (typeof LANGUAGES)[number]> extends never ? true : never = true;
void everyLanguageListed;
export const FALLBACK_LANGUAGE = 'en' satisfies Language;
export const DEFAULT_NAMESPACE = 'common';

export const initI18n = () =>
  i18n
    .use(localeBackend)
    .use(createLanguageDetector(LANGUAGE_STORAGE_KEY))
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      // Every language has every text (translations.test.ts): a French page loads no English beside it. English is
      // only the language of a browser that speaks none of ours.
      fallbackLng: { ...Object.fromEntries(LANGUAGES.map((language) => [language, []])), default: [FALLBACK_LANGUAGE] },
      ns: [DEFAULT_NAMESPACE],
      defaultNS: DEFAULT_NAMESPACE,
      interpolation: { escapeValue: false },
      saveMissing: true,
      missingKeyHandler: (languages, namespace, key) => {
        console.warn(`Missing translation ${namespace}:${key} (${languages.join(', ')})`);
      },
      react: { useSuspense: true },
    });

export const isLanguage = (value: string | undefined): value is Language =>
  value !== undefined && (LANGUAGES as readonly string[]).includes(value);

/** The interface language in use, reduced to one of the supported codes. */
export const currentLanguage = (): Language => {
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  const base = resolved?.split('-')[0];
  return isLanguage(base) ? base : FALLBACK_LANGUAGE;
};

let appliedProfileLanguage: { language: Language; ready: Promise<unknown> } | null = null;

/**
 * Switches the interface to the profile's language when the profile is first loaded, and again
 * only when the profile's language changes; a choice made in the user menu meanwhile is kept.
 * Resolves once that language's texts are loaded, for every caller while they are on their way.
 */
export const applyProfileLanguage = (language: Language): Promise<unknown> => {
  if (appliedProfileLanguage?.language !== language) {
    const ready = currentLanguage() === language ? Promise.resolve() : i18n.changeLanguage(language);
    appliedProfileLanguage = { language, ready };
  }
  return appliedProfileLanguage.ready;
};

export const changeLanguage = (language: Language) => i18n.changeLanguage(language);

export { i18n };
