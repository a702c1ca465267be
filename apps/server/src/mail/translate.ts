import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@console/domain/i18n/languages';
import i18next, { type TFunction } from 'i18next';

/** The translation files, served to the web app by the locale routes and read here for e-mails. */
export const LOCALES_DIR = path.resolve(import.meta.dirname, '../../locales');

let instance: ReturnType<typeof i18next.createInstance> | null = null;

/** E-mails speak the recipient's language, from the same translation files as the console. */
export const mailTranslator = (language: Language): TFunction => {
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      // Resources are given inline: initialised synchronously, usable at once.
      initAsync: false,
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
      resources: Object.fromEntries(
        LANGUAGES.map((lang) => [
          lang,
          { common: JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, lang, 'common.json'), 'utf8')) as object },
        ]),
      ),
      defaultNS: 'common',
    });
  }
  return instance.getFixedT(language);
};
