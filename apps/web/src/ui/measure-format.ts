import { fromStored, type Measure, type MeasureUnit, type MeasureUnits } from '@console/domain/country/measure-units';
import { currentLanguage } from '../i18n/i18n';

const formatters = new Map<string, Intl.NumberFormat>();

const formatter = (unit: MeasureUnit, digits: number, language: string): Intl.NumberFormat => {
  const key = `${language}/${unit}/${digits}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(language, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: digits,
    });
    formatters.set(key, cached);
  }
  return cached;
};

/** A value already in `unit`, written the language's way (12,5 ha; 54.5°F; 0,4 po), or an en dash when none. */
export const formatInUnit = (
  value: number | null | undefined,
  unit: MeasureUnit,
  digits: number,
  language: string = currentLanguage(),
): string => (value === null || value === undefined ? '–' : formatter(unit, digits, language).format(value));

/** The symbol the language writes `unit` with, for a chart's axis or a field's label. */
export const unitSymbol = (unit: MeasureUnit, language: string = currentLanguage()): string =>
  formatter(unit, 0, language)
    .formatToParts(1)
    .filter((part) => part.type === 'unit')
    .map((part) => part.value)
    .join('');

/** How one measure is shown to a user whose country reads it in `unit`. */
export type MeasureFormat = {
  unit: MeasureUnit;
  symbol: string;
  /** A stored value (hectares, °C, mm) in the user's unit, for a chart's series; a gap stays a gap. */
  convert: (stored: number | null) => number | null;
  /** A stored value in the user's unit, with its symbol. */
  format: (stored: number | null | undefined, digits?: number) => string;
};

/** An inch is 25 mm: a shower's rain needs hundredths of it. */
const defaultDigits = (unit: MeasureUnit) => (unit === 'inch' ? 2 : 1);

export const measureFormat = (unit: MeasureUnit, language: string = currentLanguage()): MeasureFormat => ({
  unit,
  symbol: unitSymbol(unit, language),
  convert: (stored) => (stored === null ? null : fromStored(unit, stored)),
  format: (stored, digits = defaultDigits(unit)) =>
    formatInUnit(stored === null || stored === undefined ? stored : fromStored(unit, stored), unit, digits, language),
});

export type MeasureFormats = Record<Measure, MeasureFormat>;

export const measureFormats = (units: MeasureUnits, language: string = currentLanguage()): MeasureFormats => ({
  area: measureFormat(units.area, language),
  temperature: measureFormat(units.temperature, language),
  rainfall: measureFormat(units.rainfall, language),
});
