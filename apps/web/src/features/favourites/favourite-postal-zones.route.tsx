import { Text } from '@mantine/core';
import { Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../session/use-profile';
import { useFieldErrorText } from '../../ui/field-error';
import { SectionCard } from '../../ui/section-card';
import { useFavouriteEditor } from './favourite-editor-context';
import { PostalZonesInput } from './postal-zones-input';

type ListFieldError = FieldError & { root?: FieldError };

/** A list's error: on the list itself (too many), or the first zone the API refused. */
const listError = (error: FieldError | undefined): FieldError | undefined => {
  const list = error as ListFieldError | undefined;
  if (!list || list.message) return list;
  if (list.root) return list.root;
  const zones = Object.values(list as object) as ({ value?: FieldError } | undefined)[];
  return zones.find((zone) => typeof zone === 'object' && zone?.value)?.value;
};

/** The editor's first step: where, as postal zones; none means every zone of the user's scope. */
export const Component = () => {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const profile = useProfile();
  const { form } = useFavouriteEditor();
  return (
    <SectionCard title={t('favourites.editor.steps.postal-zones')}>
      <Text size="sm" c="dimmed" mb="md">
        {t('favourites.zones.help')}
      </Text>
      <Controller
        control={form.control}
        name="postalZones"
        render={({ field, fieldState }) => (
          <PostalZonesInput
            value={field.value}
            onChange={field.onChange}
            error={fieldError(listError(fieldState.error))}
            defaultCountry={profile.postalAddress?.country ?? null}
          />
        )}
      />
    </SectionCard>
  );
};
