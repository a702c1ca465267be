import { isoCountryCode, type Country } from '@console/domain/address/postal-address.schema';
import {
  INTERNATIONAL,
  joinPhoneNumber,
  splitPhoneNumber,
  type PhoneCountry,
  type PhoneNumberParts,
} from '@console/domain/phone/phone-number';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useControlledField } from './use-controlled-field';

/** The country a phone selector starts on: the address's, France when there is none yet. */
export const phoneCountryOf = (country: Country | '' | undefined): PhoneCountry =>
  (country ? isoCountryCode(country) : 'FR') as PhoneCountry;

type PhoneNumberFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  /** Country preselected while no number is entered, e.g. the postal address's. */
  defaultCountry: PhoneCountry;
  label: string;
  description?: string;
  /** An optional number leaves the payload (undefined) when nothing is typed; a required one stays '' to be refused. */
  required?: boolean;
  readOnly?: boolean;
};

/**
 * Every form's phone number: a country selector beside the number typed in that country's national form, joined
 * into the E.164 value the domain's phoneNumberSchema checks (a full +number is accepted whatever the country).
 */
export const PhoneNumberField = <T extends FieldValues>({
  control,
  name,
  defaultCountry,
  label,
  description,
  required = false,
  readOnly = false,
}: PhoneNumberFieldProps<T>) => {
  const { t, i18n } = useTranslation();
  const { field, error } = useControlledField(control, name);
  const value = (field.value as string | undefined) ?? '';
  const [parts, setParts] = useState<PhoneNumberParts>(() => splitPhoneNumber(value, defaultCountry));
  const lastEmitted = useRef(value);

  // A value set from outside (form reset after a save) replaces what is displayed.
  useEffect(() => {
    if (value !== lastEmitted.current) {
      lastEmitted.current = value;
      setParts(splitPhoneNumber(value, defaultCountry));
    }
  }, [value, defaultCountry]);

  // While nothing is typed, the selector follows the default country (the address's, as it is chosen).
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

  const update = (next: PhoneNumberParts) => {
    setParts(next);
    const joined = joinPhoneNumber(next);
    lastEmitted.current = joined;
    field.onChange(joined || (required ? '' : undefined));
  };

  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <Select
        label={t('phone.country')}
        data={countries}
        value={parts.country}
        onChange={(country) => update({ ...parts, country: (country ?? INTERNATIONAL) as PhoneCountry })}
        searchable
        allowDeselect={false}
        nothingFoundMessage={t('common.no-results')}
        comboboxProps={{ withinPortal: true }}
        readOnly={readOnly}
      />
      <TextInput
        ref={field.ref}
        label={label}
        description={description}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        value={parts.national}
        onChange={(event) => update({ ...parts, national: event.currentTarget.value })}
        onBlur={field.onBlur}
        error={error}
        withAsterisk={required && !readOnly}
        readOnly={readOnly}
        placeholder={parts.country === INTERNATIONAL ? '+33 6 12 34 56 78' : undefined}
      />
    </SimpleGrid>
  );
};
