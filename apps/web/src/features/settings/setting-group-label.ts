import { COUNTRIES, type Country } from '@console/domain/address/postal-address.schema';
import type { GlobalSettingKey } from '@console/domain/settings/global-settings.schema';
import type { TFunction } from 'i18next';

const packCountry = (key: GlobalSettingKey): Country | undefined =>
  COUNTRIES.find((country) => key === `country:${country}`);

/** A setting's name for people: its group's, or "Country pack: Spain" for a country's (decision 163). */
export const settingGroupLabel = (t: TFunction, key: GlobalSettingKey): string => {
  const country = packCountry(key);
  return country
    ? t('country-packs.group', { country: t(`countries.${country}`) })
    : t(`global-settings.groups.${key}`);
};
