import { COUNTRIES, type Country } from '@console/domain/address/postal-address.schema';
import type { CountryPackSummary, CountryPackUpdate } from '@console/domain/country/country-pack.endpoints';
import {
  type CountryPack,
  countryPackKey,
  DEFAULT_COUNTRY_PACKS,
  hemisphereOf,
} from '@console/domain/country/country-pack';
import { type RiskThresholds, riskThresholdsSchema, sameThresholds } from '@console/domain/country/risk-thresholds';
import { asc, eq } from 'drizzle-orm';
import type { SettingReset } from '@console/domain/settings/global-settings.schema';
import type { Database } from '../../db/client.ts';
import { settingVersions } from '../../db/schema.ts';
import { readSetting, readSettingState } from '../../db/settings-store.ts';
import { changeSetting, resetSetting } from './global-settings.ts';

/** A country's pack in force (decision 163). */
export const getCountryPack = (db: Database, country: Country): Promise<CountryPack> =>
  readSetting(db, countryPackKey(country));

/** Every country's pack, for work that spans countries (the parcels' risks). */
export const getCountryPacks = async (db: Database): Promise<Record<Country, CountryPack>> => {
  const packs = await Promise.all(COUNTRIES.map((country) => getCountryPack(db, country)));
  return Object.fromEntries(COUNTRIES.map((country, index) => [country, packs[index]])) as Record<Country, CountryPack>;
};

export const countryPackState = (db: Database, country: Country) => readSettingState(db, countryPackKey(country));

/** `GET /back/settings/countries`: the five countries, each with what its pack says at a glance. */
export const listCountryPacks = async (db: Database): Promise<{ items: CountryPackSummary[] }> => {
  const items = await Promise.all(
    COUNTRIES.map(async (country): Promise<CountryPackSummary> => {
      const { value, ...status } = await countryPackState(db, country);
      return {
        country,
        language: value.defaults.language,
        hemisphere: hemisphereOf(value),
        decisionTree: value.decisionTree.enabled,
        ...status,
      };
    }),
  );
  return { items };
};

/** `POST /back/settings/countries/{country}`: the whole pack, as a version of its own (409 when stale). */
export const changeCountryPack = (db: Database, userId: string, country: Country, update: CountryPackUpdate) =>
  changeSetting(db, userId, countryPackKey(country), {
    version: update.version,
    reason: update.reason,
    value: update.pack,
  });

/** `POST /back/settings/countries/{country}/reset`: back to the installation's pack, as a version of its own. */
export const resetCountryPack = (db: Database, userId: string, country: Country, reset: SettingReset) =>
  resetSetting(db, userId, countryPackKey(country), reset);

/** Thresholds a country's risks were rated under from a day on (the first, from no day: the installation's). */
export type ThresholdEra = { since: string | null; thresholds: RiskThresholds };

/**
 * The thresholds a country had over time, oldest first, from its pack's versions: a change applies from the day it is
 * saved (decision 166), and a version that left them as they were starts no era. A stored value the schema no longer
 * reads stands for the installation's thresholds.
 */
export const thresholdEras = async (db: Database, country: Country): Promise<ThresholdEra[]> => {
  const read = (value: unknown) =>
    riskThresholdsSchema.safeParse((value as Partial<CountryPack> | null)?.riskThresholds).data ??
    DEFAULT_COUNTRY_PACKS[country].riskThresholds;
  const versions = await db
    .select({ changedAt: settingVersions.changedAt, before: settingVersions.before, after: settingVersions.after })
    .from(settingVersions)
    .where(eq(settingVersions.key, countryPackKey(country)))
    .orderBy(asc(settingVersions.changedAt));
  const eras: ThresholdEra[] = [{ since: null, thresholds: read(versions[0]?.before) }];
  for (const version of versions) {
    const thresholds = read(version.after);
    const last = eras.at(-1) as ThresholdEra;
    if (!sameThresholds(last.thresholds, thresholds)) {
      eras.push({ since: version.changedAt.toISOString().slice(0, 10), thresholds });
    }
  }
  return eras;
};
