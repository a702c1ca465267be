// The settings store: every feature reads its tunable settings through it (decision 160).
export { getRiskSettings } from './risk-settings.ts';
export { mailSender, readSetting, useSettingDefaults, watchSettings } from '../../db/settings-store.ts';
export { changeGlobalSettings, changeSetting, resetSetting } from './global-settings.ts';
export { getCountryPack, getCountryPacks, thresholdEras, type ThresholdEra } from './country-packs.ts';
