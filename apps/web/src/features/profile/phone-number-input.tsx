import { Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/max';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** "No country": the number is typed in full international form (spec point 9, ZZ International). */
export const INTERNATIONAL = 'ZZ';
export type PhoneCountry = CountryCode | typeof INTERNATIONAL;

type PhoneParts = { country: PhoneCountry; national: string };

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Splits a stored E.164 number into the selector's country and the national number shown. */
export const splitPhoneNumber = (value: string, fallbackCountry: PhoneCountry): PhoneParts => {
  if (!value) return { country: fallbackCountry, national: '' };
  const parsed = parsePhoneNumberFromString(value);
  if (parsed?.country) return { country: parsed.country, national: parsed.formatNational() };
  return { country: INTERNATIONAL, national: value };
};

/**
 * Builds the value the form validates with the domain's phoneNumberSchema: E.164 when the number
 * parses, otherwise '+<calling code><digits>' so that the schema reports it as invalid.
 */
export const joinPhoneNumber = ({ country, national }: PhoneParts): string => {
  const text = national.trim();
  if (!text) return '';
  if (country === INTERNATIONAL || text.startsWith('+')) {
    const parsed = parsePhoneNumberFromString(text.startsWith('+') ? text : `+${text}`);
    return parsed?.number ?? `+${digitsOf(text)}`;
  }
  const parsed = parsePhoneNumberFromString(text, country);
  return parsed?.number ?? `+${getCountryCallingCode(country)}${digitsOf(text)}`;
};

type PhoneNumberInputProps = {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Country preselected while no number is entered: the postal address's country. */
  defaultCountry: PhoneCountry;
  label: string;
  countryLabel: string;
  error?: string;
  required?: boolean;
};

export const PhoneNumberInput = ({
  value,
  onChange,
  onBlur,
  defaultCountry,
  label,
  countryLabel,
  error,
  required,
}: PhoneNumberInputProps) => {
  const { t, i18n } = useTranslation();
  const [parts, setParts] = useState<PhoneParts>(() => splitPhoneNumber(value, defaultCountry));
  const lastEmitted = useRef(value);

  // A value set from outside (form reset after a save) replaces what is displayed.
  useEffect(() => {
    if (value !== lastEmitted.current) {
      lastEmitted.current = value;
      setParts(splitPhoneNumber(value, defaultCountry));
    }
  }, [value, defaultCountry]);

  // While nothing is typed, the selector follows the address's country.
  useEffect(() => {
    setParts((current) => (current.national === '' ? { ...current, country: defaultCountry } : current));
  }, [defaultCountry]);

  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region', fallback: 'code' });
    const options = getCountries().map((code) => ({
      value: code as string,
      label: `${names.of(code) ?? code} (+${getCountryCallingCode(code)})`,
    }));
    options.sort((a, b) => a.label.localeCompare(b.label, i18n.language));
    return [{ value: INTERNATIONAL, label: t('phone.international') }, ...options];
  }, [i18n.language, t]);

  const update = (next: PhoneParts) => {
    setParts(next);
    const joined = joinPhoneNumber(next);
    lastEmitted.current = joined;
    onChange(joined);
  };

  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <Select
        label={countryLabel}
        data={countries}
        value={parts.country}
        onChange={(country) => update({ ...parts, country: (country ?? INTERNATIONAL) as PhoneCountry })}
        searchable
        allowDeselect={false}
        nothingFoundMessage={t('common.no-results')}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        label={label}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        value={parts.national}
        onChange={(event) => update({ ...parts, national: event.currentTarget.value })}
        onBlur={onBlur}
        error={error}
        withAsterisk={required}
        placeholder={parts.country === INTERNATIONAL ? '+33 6 12 34 56 78' : undefined}
      />
    </SimpleGrid>
  );
};
