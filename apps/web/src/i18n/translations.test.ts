/// <reference types="node" />
import { NAVIGATION_ENTRIES, USER_MENU_ENTRIES } from '@console/domain/access/navigation';
import { ACCOUNT_TYPES } from '@console/domain/account/account-type';
import { COUNTRIES } from '@console/domain/address/postal-address.schema';
import { loginErrorMessageKey, OAUTH_ERROR_CODES } from '@console/domain/auth/oauth.schema';
import { CROP_STAGES, CROP_TYPES, PREVIOUS_CROPS, SEEDING_TYPES } from '@console/domain/crop/crop.schema';
import { DATE_RANGE_PRESETS } from '@console/domain/date/date-range-presets';
import { DEFAULT_NAMESPACE, FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@console/domain/i18n/languages';
import { ISSUE_STATUSES } from '@console/domain/issue/issue-list.schema';
import { ISSUE_CATEGORIES, ISSUE_LEVELS, ISSUE_TYPES } from '@console/domain/issue/issue.schema';
import { SOIL_TYPES } from '@console/domain/parcel/parcel.schema';
import { RISK_REASONS } from '@console/domain/risk/risk-model';
import { RISK_LABELS } from '@console/domain/risk/risk.schema';
import {
  DEVICE_STATES,
  LINUX_STATES,
  SENSOR_STATES,
  SENSOR_USAGES,
  SHUTTER_STATES,
  WEATHER_SOURCES,
} from '@console/domain/sensor/sensor.schema';
import i18next from 'i18next';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../router';
import type { RouteHandle } from '../ui/page-title';

// A string, not a URL object: under jsdom the global URL is jsdom's, which node:url refuses.
const HERE = dirname(fileURLToPath(import.meta.url));
const LOCALES_DIR = resolve(HERE, '../../../server/locales');
const SOURCE_DIR = resolve(HERE, '..');

type Tree = { [key: string]: string | Tree };

/** The console's texts, and the e-mails' and exports' that only the server reads (`mail.json`, `export.json`). */
const NAMESPACES = [DEFAULT_NAMESPACE, 'mail', 'export'] as const;

const readTranslations = (language: string, namespace: string): Tree =>
  JSON.parse(readFileSync(join(LOCALES_DIR, language, `${namespace}.json`), 'utf8')) as Tree;

const flatten = (tree: Tree, prefix = ''): Map<string, unknown> => {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [nested, nestedValue] of flatten(value, path)) entries.set(nested, nestedValue);
    } else {
      entries.set(path, value);
    }
  }
  return entries;
};

// E-mail keys carry their namespace, as the server's templates write them (`mail:sharing.invitation.subject`).
const readAllTranslations = (language: string) =>
  new Map(
    NAMESPACES.flatMap((namespace) =>
      [...flatten(readTranslations(language, namespace))].map(
        ([key, value]) => [namespace === DEFAULT_NAMESPACE ? key : `${namespace}:${key}`, value] as const,
      ),
    ),
  );

const translations = new Map(LANGUAGES.map((language) => [language, readAllTranslations(language)]));
const reference = translations.get(FALLBACK_LANGUAGE) ?? new Map<string, unknown>();

// i18next picks `key_one`, `key_many`, `key_other`… by the language's plural rules when given a `count`.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');
const baseKeysOf = (language: Language) => [...new Set([...(translations.get(language)?.keys() ?? [])].map(baseKey))];
const pluralFormsOf = (language: Language) => {
  const forms = new Map<string, string[]>();
  for (const key of translations.get(language)?.keys() ?? []) {
    const form = PLURAL_SUFFIX.exec(key)?.[1];
    if (form) forms.set(baseKey(key), [...(forms.get(baseKey(key)) ?? []), form].sort());
  }
  return forms;
};
const variablesOf = (text: unknown) =>
  [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

const routeTitleKeys = (list: RouteObject[]): string[] =>
  list.flatMap((route) => [
    ...((route.handle as RouteHandle | undefined)?.titleKey ? [(route.handle as RouteHandle).titleKey as string] : []),
    ...routeTitleKeys(route.children ?? []),
  ]);

describe('translations', () => {
  it.each(LANGUAGES)('%s has exactly the keys of every other language', (language) => {
    const keys = baseKeysOf(language);
    for (const other of LANGUAGES) {
      const otherKeys = baseKeysOf(other);
      expect({ language, missing: otherKeys.filter((key) => !keys.includes(key)) }).toEqual({ language, missing: [] });
    }
  });

  it.each(LANGUAGES)('%s writes every counted text in each plural form its grammar has', (language) => {
    const categories = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
    const counted = new Set(LANGUAGES.flatMap((other) => [...pluralFormsOf(other).keys()]));
    expect(counted.size).toBeGreaterThan(0);
    for (const key of counted) {
      expect({ key, forms: pluralFormsOf(language).get(key) }).toEqual({ key, forms: categories });
    }
  });

  it.each(LANGUAGES)('%s has no "(s)" or "word/words" stand-in for a plural', (language) => {
    // "parcelle(s)", "Benachrichtigung(en)", "Schlag/Schläge"; not "(PDF)", "(mm)" nor "graines/ha".
    const standIn = /\p{L}\(\p{Ll}{1,3}\)|(\p{L}{3,})\p{L}*\/\1/u;
    const found = [...(translations.get(language) ?? [])].filter(([, text]) => standIn.test(String(text)));
    expect(found).toEqual([]);
  });

  it.each([
    ['fr', '1 e-mail', '3 e-mails', 'Ferme Dupont partage 1 parcelle avec vous.', 'partage 3 parcelles avec vous.'],
    ['en', '1 e-mail', '3 e-mails', 'Ferme Dupont shares 1 parcel with you.', 'shares 3 parcels with you.'],
    ['de', '1 E-Mail', '3 E-Mails', 'Ferme Dupont teilt 1 Schlag mit Ihnen.', 'teilt 3 Schläge mit Ihnen.'],
    ['es', '1 correo', '3 correos', 'Ferme Dupont comparte 1 parcela con usted.', 'comparte 3 parcelas con usted.'],
  ] as const)('%s counts one and several', async (language, oneMail, threeMails, oneParcel, threeParcels) => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: language,
      resources: { [language]: { [DEFAULT_NAMESPACE]: readTranslations(language, DEFAULT_NAMESPACE) } },
      defaultNS: DEFAULT_NAMESPACE,
    });
    expect(i18n.t('outbox.total', { count: 1 })).toBe(oneMail);
    expect(i18n.t('outbox.total', { count: 3 })).toBe(threeMails);
    const invited = (count: number) => i18n.t('register.sharing.subtitle', { inviter: 'Ferme Dupont', count });
    expect(invited(1)).toContain(oneParcel);
    expect(invited(3)).toContain(threeParcels);
  });

  it.each(LANGUAGES)('%s has a non-empty text for every key, with the same {{variables}}', (language) => {
    for (const [key, value] of translations.get(language) ?? []) {
      expect(typeof value === 'string' && value.trim() !== '', `${language}: ${key} is empty`).toBe(true);
      expect(variablesOf(value), `${language}: ${key} variables`).toEqual(
        variablesOf(reference.get(key) ?? reference.get(`${baseKey(key)}_other`)),
      );
    }
  });

  it('has every key the source code names literally', () => {
    const literal = /\bt\(\s*'([^'$]+)'/g;
    const used = new Set<string>();
    for (const file of sourceFiles(SOURCE_DIR)) {
      for (const match of readFileSync(file, 'utf8').matchAll(literal)) used.add(match[1] ?? '');
    }
    expect(used.size).toBeGreaterThan(50);
    const referenceKeys = new Set(baseKeysOf(FALLBACK_LANGUAGE));
    expect([...used].filter((key) => !referenceKeys.has(key))).toEqual([]);
  });

  it('has every key built from domain values and route titles', () => {
    const built = [
      ...NAVIGATION_ENTRIES.map((entry) => `nav.${entry}`),
      ...USER_MENU_ENTRIES.map((entry) => `user-menu.${entry}`),
      ...ACCOUNT_TYPES.map((type) => `account-types.${type}`),
      ...LANGUAGES.map((language) => `languages.${language}`),
      ...COUNTRIES.map((country) => `countries.${country}`),
      ...OAUTH_ERROR_CODES.map((code) => loginErrorMessageKey(code)),
      ...routeTitleKeys(routes),
      ...SENSOR_STATES.map((state) => `sensors.states.${state}`),
      ...DEVICE_STATES.map((state) => `sensors.device-states.${state}`),
      ...LINUX_STATES.map((state) => `sensors.linux-states.${state}`),
      ...SHUTTER_STATES.map((state) => `sensors.shutter-states.${state}`),
      ...SENSOR_USAGES.map((usage) => `sensors.usages.${usage}`),
      ...WEATHER_SOURCES.map((source) => `sensors.weather-sources.${source}`),
      ...ISSUE_TYPES.map((type) => `issues.types.${type}`),
      ...ISSUE_LEVELS.map((level) => `issues.levels.${level}`),
      ...ISSUE_CATEGORIES.map((category) => `issues.categories.${category}`),
      ...ISSUE_STATUSES.map((status) => `issues.statuses.${status}`),
      ...[...DATE_RANGE_PRESETS, 'all'].map((preset) => `date-filter.presets.${preset}`),
      ...CROP_TYPES.map((type) => `crop-types.${type}`),
      ...CROP_STAGES.map((stage) => `crop-stages.${stage}`),
      ...PREVIOUS_CROPS.map((crop) => `previous-crops.${crop}`),
      ...SEEDING_TYPES.map((type) => `seeding-types.${type}`),
      'crop.form.errors.estimated-seeding-quantity.positive',
      'crop.form.errors.estimated-seeding-quantity.range',
      'crop.form.errors.year-taken',
      ...SOIL_TYPES.map((type) => `soil-types.${type}`),
      ...RISK_LABELS.map((label) => `risk-levels.${label}`),
      'favourite.form.errors.postal-zone',
      'favourite.form.errors.accounts.required',
      'favourite.form.errors.name-taken',
      'favourite.form.errors.too-many',
      ...['postal-zones', 'accounts', 'advanced'].flatMap((step) => [
        `favourites.editor.steps.${step}`,
        `favourites.editor.steps.${step}-help`,
      ]),
      ...RISK_REASONS.map((reason) => `parcel.synthesis.reasons.${reason}`),
      ...['rising', 'falling', 'steady'].map((trend) => `parcel.synthesis.trend.${trend}`),
      ...['synthesis', 'info', 'crops', 'settings'].map((tab) => `parcel.tabs.${tab}`),
    ];
    expect(routeTitleKeys(routes).length).toBeGreaterThan(90);
    expect(built.filter((key) => !reference.has(key))).toEqual([]);
  });

  it('says the e-mail format message in French as the spec quotes it', () => {
    expect(translations.get('fr')?.get('errors.email-format')).toBe("Le format d'email est incorrect");
  });
});
