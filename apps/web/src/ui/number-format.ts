import { currentLanguage } from '../i18n/i18n';

const formatters = new Map<string, Intl.NumberFormat>();

/** A number in the interface language's notation (12,4 in French, 12.4 in English), at most `digits` decimals. */
export const formatNumber = (value: number, digits = 2, language: string = currentLanguage()): string => {
  const key = `${language}/${digits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, { maximumFractionDigits: digits });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
};

/** A measure with its unit, or an en dash when there is none. */
export const formatMeasure = (value: number | null | undefined, unit: string, digits = 2): string =>
  value === null || value === undefined ? '–' : `${formatNumber(value, digits)} ${unit}`;

/** The interface language's decimal mark, for number inputs: a French user types 7,5. */
export const decimalSeparator = (language: string = currentLanguage()): string =>
  new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
