import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_NAMESPACE, LANGUAGES, type Language } from '@console/domain/i18n/languages';
import i18next, { type TFunction } from 'i18next';

/** The translation files, served to the web app by the locale routes and read here for e-mails. */
export const LOCALES_DIR = path.resolve(import.meta.dirname, '../../locales');

let instance: ReturnType<typeof i18next.createInstance> | null = null;

/** The e-mails' own texts: a namespace of their own, which the locale route does not serve to browsers. */
export const MAIL_NAMESPACE = 'mail';

const readTranslations = (language: Language, namespace: string) =>
  JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, language, `${namespace}.json`), 'utf8')) as object;

/**
 * E-mails speak the recipient's language: their texts under `mail:`, the labels they share with the console (an
 * issue type's name) from its translations.
 */
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
          {
            [DEFAULT_NAMESPACE]: readTranslations(lang, DEFAULT_NAMESPACE),
            [MAIL_NAMESPACE]: readTranslations(lang, MAIL_NAMESPACE),
          },
        ]),
      ),
      defaultNS: DEFAULT_NAMESPACE,
    });
  }
  return instance.getFixedT(language);
};
