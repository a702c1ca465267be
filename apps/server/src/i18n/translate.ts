import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_NAMESPACE, LANGUAGES, type Language } from '@console/domain/i18n/languages';
import i18next, { type TFunction } from 'i18next';

/** The translation files, served to the web app by the locale routes and read here for e-mails and exports. */
export const LOCALES_DIR = path.resolve(import.meta.dirname, '../../locales');

let instance: ReturnType<typeof i18next.createInstance> | null = null;

/** The e-mails' own texts: a namespace of their own, which the locale route does not serve to browsers. */
export const MAIL_NAMESPACE = 'mail';
/** The list exports' column headers (decision 112), likewise read only here. */
export const EXPORT_NAMESPACE = 'export';

const SERVER_NAMESPACES = [DEFAULT_NAMESPACE, MAIL_NAMESPACE, EXPORT_NAMESPACE];

const readTranslations = (language: Language, namespace: string) =>
  JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, language, `${namespace}.json`), 'utf8')) as object;

/**
 * What the server writes for someone speaks their language: e-mails their texts under `mail:`, exports their headers
 * under `export:`, and both the labels they share with the console (an issue type's name, a crop's) from its
 * translations.
 */
export const serverTranslator = (language: Language): TFunction => {
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
          Object.fromEntries(SERVER_NAMESPACES.map((namespace) => [namespace, readTranslations(lang, namespace)])),
        ]),
      ),
      defaultNS: DEFAULT_NAMESPACE,
    });
  }
  return instance.getFixedT(language);
};
