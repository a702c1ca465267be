import { CROP_TYPES, SEEDING_TYPES } from '@console/domain/crop/crop.schema';
import { favouriteEndpoints } from '@console/domain/favourite/favourite.endpoints';
import {
  FAVOURITE_MAX_SERIAL_NUMBERS,
  FAVOURITE_MAX_TAGS,
  type FavouriteInput,
  type Territory,
} from '@console/domain/favourite/favourite.schema';
import { RISK_LABELS } from '@console/domain/risk/risk.schema';
import { SENSOR_STATES, SENSOR_USAGES } from '@console/domain/sensor/sensor.schema';
import { MultiSelect, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { useControlledField } from '../../ui/use-controlled-field';
import { MultiSelectField } from '../../ui/multi-select-field';
import { SectionCard } from '../../ui/section-card';
import { TextField } from '../../ui/text-field';
import { useFavouriteEditor } from './favourite-editor-context';
import { toTerritory } from './favourite-values';
import { useDebouncedCall } from './use-debounced-call';

type SensorSearch = { territory: Partial<Territory>; search: string };

/**
 * The territory a referential narrows its choices by, without the criterion being chosen (the serial numbers picked
 * would otherwise only offer themselves); nothing while the input is incomplete.
 */
const territoryWithout = (values: FavouriteInput, criterion: 'sensorSerialNumbers' | 'tags'): Partial<Territory> => {
  const territory = toTerritory(values);
  if (!territory) return {};
  const { [criterion]: _omitted, ...rest } = territory;
  return rest;
};

const searchSerials = ({ territory, search }: SensorSearch, signal: AbortSignal) =>
  api.call(favouriteEndpoints.referentialSensors, { body: { ...territory, search: search || undefined }, signal });

const listTags = (territory: Partial<Territory>, signal: AbortSignal) =>
  api.call(favouriteEndpoints.referentialTags, { body: territory, signal });

type PickerProps = { control: Control<FavouriteInput>; values: FavouriteInput };

/** Serial numbers of the sensors the rest of the territory reaches, searched as the user types. */
const SerialNumberPicker = ({ control, values }: PickerProps) => {
  const { t } = useTranslation();
  const { field, error } = useControlledField(control, 'sensorSerialNumbers');
  const [search, setSearch] = useState('');
  const { value: found, isPending } = useDebouncedCall(
    { territory: territoryWithout(values, 'sensorSerialNumbers'), search: search.trim() },
    searchSerials,
  );
  const chosen = field.value as string[];
  const options = [...new Set([...(found?.items.map((sensor) => sensor.serialNumber) ?? []), ...chosen])];
  return (
    <MultiSelect
      label={t('favourites.advanced.serials')}
      description={t('favourites.advanced.serials-help')}
      placeholder={t('favourites.advanced.serials-placeholder')}
      data={options}
      value={chosen}
      onChange={field.onChange}
      onBlur={field.onBlur}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      maxValues={FAVOURITE_MAX_SERIAL_NUMBERS}
      hidePickedOptions={false}
      clearable
      nothingFoundMessage={isPending ? t('common.loading') : t('common.no-results')}
      error={error}
    />
  );
};

/** Tags of the sensors the rest of the territory reaches. */
const TagPicker = ({ control, values }: PickerProps) => {
  const { t } = useTranslation();
  const { field, error } = useControlledField(control, 'tags');
  const { value: tags, isPending } = useDebouncedCall(territoryWithout(values, 'tags'), listTags);
  const chosen = field.value as string[];
  return (
    <MultiSelect
      label={t('favourites.advanced.tags')}
      placeholder={chosen.length ? undefined : t('favourites.advanced.any')}
      data={[...new Set([...(tags ?? []), ...chosen])]}
      value={chosen}
      onChange={field.onChange}
      onBlur={field.onBlur}
      searchable
      maxValues={FAVOURITE_MAX_TAGS}
      clearable
      nothingFoundMessage={isPending ? t('common.loading') : t('favourites.advanced.no-tags')}
      error={error}
    />
  );
};

/** A flag of the form as a switch. */
const SwitchField = ({
  control,
  name,
  label,
  description,
}: {
  control: Control<FavouriteInput>;
  name: 'linkedSensorsAndParcels' | 'faultySensors' | 'isFavourite' | 'isWatched';
  label: string;
  description?: string;
}) => (
  <Controller
    control={control}
    name={name}
    render={({ field }) => (
      <Switch
        label={label}
        description={description}
        checked={Boolean(field.value)}
        onChange={(event) => field.onChange(event.currentTarget.checked)}
        onBlur={field.onBlur}
        ref={field.ref}
      />
    )}
  />
);

/** The editor's last step: what else narrows the territory, then its name, star and notifications. */
export const Component = () => {
  const { t } = useTranslation();
  const { form } = useFavouriteEditor();
  const { control } = form;
  const values = useWatch({ control }) as FavouriteInput;
  const any = (name: keyof FavouriteInput) =>
    (values[name] as unknown[] | undefined)?.length ? undefined : t('favourites.advanced.any');

  return (
    <Stack gap="lg">
      <SectionCard title={t('favourites.advanced.parcels')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <MultiSelectField
            control={control}
            name="cropTypes"
            values={CROP_TYPES}
            labelPrefix="crop-types"
            label={t('favourites.advanced.crop-types')}
            placeholder={any('cropTypes')}
            clearable
          />
          <MultiSelectField
            control={control}
            name="seedingTypes"
            values={SEEDING_TYPES}
            labelPrefix="seeding-types"
            label={t('favourites.advanced.seeding-types')}
            placeholder={any('seedingTypes')}
            clearable
          />
          <MultiSelectField
            control={control}
            name="risks"
            values={RISK_LABELS}
            labelPrefix="risk-levels"
            label={t('favourites.advanced.risks')}
            description={t('favourites.advanced.risks-help')}
            placeholder={any('risks')}
            clearable
          />
        </SimpleGrid>
        <Stack gap="sm" mt="md">
          <SwitchField
            control={control}
            name="linkedSensorsAndParcels"
            label={t('favourites.advanced.linked')}
            description={t('favourites.advanced.linked-help')}
          />
        </Stack>
      </SectionCard>

      <SectionCard title={t('favourites.advanced.sensors')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <MultiSelectField
            control={control}
            name="sensorStates"
            values={SENSOR_STATES}
            labelPrefix="sensors.states"
            label={t('favourites.advanced.states')}
            placeholder={any('sensorStates')}
            clearable
          />
          <MultiSelectField
            control={control}
            name="sensorUsages"
            values={SENSOR_USAGES}
            labelPrefix="sensors.usages"
            label={t('favourites.advanced.usages')}
            placeholder={any('sensorUsages')}
            clearable
          />
          <SerialNumberPicker control={control} values={values} />
          <TagPicker control={control} values={values} />
        </SimpleGrid>
        <Stack gap="sm" mt="md">
          <SwitchField
            control={control}
            name="faultySensors"
            label={t('favourites.advanced.faulty')}
            description={t('favourites.advanced.faulty-help')}
          />
        </Stack>
      </SectionCard>

      <SectionCard title={t('favourites.advanced.naming')}>
        <Stack gap="md" maw={560}>
          <TextField
            control={control}
            name="name"
            label={t('favourites.advanced.name')}
            maxLength={100}
            withAsterisk
            autoComplete="off"
          />
          <SwitchField
            control={control}
            name="isFavourite"
            label={t('favourites.advanced.is-favourite')}
            description={t('favourites.advanced.is-favourite-help')}
          />
          <SwitchField
            control={control}
            name="isWatched"
            label={t('favourites.advanced.is-watched')}
            description={t('favourites.advanced.is-watched-help')}
          />
        </Stack>
      </SectionCard>
    </Stack>
  );
};
