import { COUNTRIES, type Country } from '@console/domain/address/postal-address.schema';
import {
  FAVOURITE_MAX_POSTAL_ZONES,
  postalZoneSchema,
  type PostalZone,
} from '@console/domain/favourite/favourite.schema';
import { Box, Button, Group, Pill, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../ui/field-error';

type PostalZonesInputProps = {
  value: PostalZone[];
  onChange: (zones: PostalZone[]) => void;
  /** The form's error for the whole list (too many zones, or a zone the API refused). */
  error?: string | undefined;
  /** The country a new zone starts in: the user's own (a bare `47` would match German and Spanish codes too). */
  defaultCountry: Country | null;
};

const sameZone = (one: PostalZone, other: PostalZone) => one.value === other.value && one.country === other.country;

/**
 * The postal zones of a territory: a postcode start and, optionally, its country, added one at a time (the Add
 * button or Enter) and listed as removable chips. Each zone is read with the domain's schema before it joins.
 */
export const PostalZonesInput = ({ value, onChange, error, defaultCountry }: PostalZonesInputProps) => {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const listId = useId();
  const [text, setText] = useState('');
  const [country, setCountry] = useState<Country | null>(defaultCountry);
  const [inputError, setInputError] = useState<string | undefined>();

  const zoneLabel = (zone: PostalZone) =>
    zone.country ? `${zone.value} · ${t(`countries.${zone.country}`)}` : zone.value;

  const add = () => {
    const result = postalZoneSchema.safeParse({ value: text, country: country ?? undefined });
    if (!result.success) {
      setInputError(fieldError({ message: result.error.issues[0]?.message, type: result.error.issues[0]?.code }));
      return;
    }
    if (value.some((zone) => sameZone(zone, result.data))) {
      setInputError(t('favourites.zones.duplicate'));
      return;
    }
    if (value.length >= FAVOURITE_MAX_POSTAL_ZONES) {
      setInputError(t('favourites.zones.too-many', { max: FAVOURITE_MAX_POSTAL_ZONES }));
      return;
    }
    onChange([...value, result.data]);
    setText('');
    setInputError(undefined);
  };

  return (
    <Stack gap="md">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t('favourites.zones.value')}
          placeholder={t('favourites.zones.value-placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setInputError(undefined);
          }}
          onKeyDown={(event) => {
            // Enter adds the zone instead of submitting the whole form.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          error={inputError}
          maxLength={20}
          autoComplete="off"
          style={{ flex: '1 1 12rem' }}
        />
        <Select
          label={t('favourites.zones.country')}
          placeholder={t('favourites.zones.any-country')}
          data={COUNTRIES.map((code) => ({ value: code, label: t(`countries.${code}`) }))}
          value={country}
          onChange={(next) => setCountry((next as Country | null) ?? null)}
          clearable
          style={{ flex: '1 1 10rem' }}
        />
        {/* Level with the inputs, below their labels, whether the row wraps or not. */}
        <Box pt={25} style={{ flex: '0 0 auto' }}>
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={add}>
            {t('favourites.zones.add')}
          </Button>
        </Box>
      </Group>
      <Stack gap={6}>
        {value.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('favourites.zones.none')}
          </Text>
        ) : (
          <Text size="sm" fw={600} id={listId}>
            {t('favourites.zones.list-label', { count: value.length })}
          </Text>
        )}
        {value.length > 0 && (
          <Group component="ul" gap="xs" aria-labelledby={listId} m={0} p={0} style={{ listStyle: 'none' }}>
            {value.map((zone) => (
              <li key={`${zone.value}/${zone.country ?? ''}`}>
                <Pill
                  size="lg"
                  withRemoveButton
                  onRemove={() => onChange(value.filter((other) => !sameZone(other, zone)))}
                  // Mantine leaves a pill's remove button to the keyboard of its input; these pills have none.
                  removeButtonProps={{
                    'aria-label': t('favourites.zones.remove', { zone: zoneLabel(zone) }),
                    'aria-hidden': false,
                    tabIndex: 0,
                  }}
                >
                  {zoneLabel(zone)}
                </Pill>
              </li>
            ))}
          </Group>
        )}
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Stack>
  );
};
