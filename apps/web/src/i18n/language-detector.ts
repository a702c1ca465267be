import type { LanguageDetectorModule } from 'i18next';

/**
 * Spec point 9's detection, and nothing more: the language kept in local storage, then the browser's. i18next
 * picks the first supported one and this module keeps the user's choice. The general-purpose detector
 * package reads a dozen sources and weighs about 1.5 kB gzip in the sign-in entry chunk (decision 046).
 */
export const createLanguageDetector = (storageKey: string): LanguageDetectorModule => ({
  type: 'languageDetector',
  detect: () => {
    const stored = readStorage(storageKey);
    return [...(stored ? [stored] : []), ...navigator.languages];
  },
  cacheUserLanguage: (language) => {
    try {
      localStorage.setItem(storageKey, language);
    } catch {
      // Storage refused (private mode, quota): the language holds for this page only.
    }
  },
});

const readStorage = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};
