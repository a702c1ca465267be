/// <reference types="node" />
import { NAVIGATION_ENTRIES, USER_MENU_ENTRIES } from '@console/domain/access/navigation';
import { ACCOUNT_TYPES } from '@console/domain/account/account-type';
import { COUNTRIES } from '@console/domain/address/postal-address.schema';
import { loginErrorMessageKey, OAUTH_ERROR_CODES } from '@console/domain/auth/oauth.schema';
import { CROP_STAGES, CROP_TYPES, PREVIOUS_CROPS, SEEDING_TYPES } from '@console/domain/crop/crop.schema';
import { DATE_RANGE_PRESETS } from '@console/domain/date/date-range-presets';
import { DEFAULT_NAMESPACE, FALLBACK_LANGUAGE, LANGUAGES } from '@console/domain/i18n/languages';
import { ISSUE_STATUSES } from '@console/domain/issue/issue-list.schema';
import { ISSUE_CATEGORIES, ISSUE_LEVELS, ISSUE_TYPES } from '@console/domain/issue/issue.schema';
import { SOIL_TYPES } from '@console/domain/parcel/parcel.schema';
import { RISK_REASONS } from '@console/domain/risk/risk-model';
import { RISK_LEVELS } from '@console/domain/risk/risk.schema';
import {
  DEVICE_STATES,
  LINUX_STATES,
  SENSOR_STATES,
  SENSOR_USAGES,
  SHUTTER_STATES,
  WEATHER_SOURCES,
} from '@console/domain/sensor/sensor.schema';
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

/** The console's texts, and the e-mails' that only the server reads (`mail.json`). */
const NAMESPACES = [DEFAULT_NAMESPACE, 'mail'] as const;

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
    const keys = [...(translations.get(language)?.keys() ?? [])].sort();
    for (const other of LANGUAGES) {
      const otherKeys = [...(translations.get(other)?.keys() ?? [])].sort();
      expect({ language, missing: otherKeys.filter((key) => !keys.includes(key)) }).toEqual({ language, missing: [] });
    }
  });

  it.each(LANGUAGES)('%s has a non-empty text for every key, with the same {{variables}}', (language) => {
    for (const [key, value] of translations.get(language) ?? []) {
      expect(typeof value === 'string' && value.trim() !== '', `${language}: ${key} is empty`).toBe(true);
      expect(variablesOf(value), `${language}: ${key} variables`).toEqual(variablesOf(reference.get(key)));
    }
  });

  it('has every key the source code names literally', () => {
    const literal = /\bt\(\s*'([^'$]+)'/g;
    const used = new Set<string>();
    for (const file of sourceFiles(SOURCE_DIR)) {
      for (const match of readFileSync(file, 'utf8').matchAll(literal)) used.add(match[1] ?? '');
    }
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((key) => !reference.has(key))).toEqual([]);
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
      ...RISK_LEVELS.map((level) => `risk-levels.${level}`),
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
