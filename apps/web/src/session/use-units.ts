import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { measureFormats, type MeasureFormats } from '../ui/measure-format';
import { useProfile } from './use-profile';

/** Surfaces, temperatures and rain in the units of the user's country pack, in the interface language. */
export const useUnits = (): MeasureFormats => {
  const { i18n } = useTranslation();
  const { units } = useProfile().internationalizationSettings;
  return useMemo(() => measureFormats(units, i18n.language), [units, i18n.language]);
};
