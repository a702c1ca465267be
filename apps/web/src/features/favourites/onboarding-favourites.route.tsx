import { favouriteEndpoints } from '@console/domain/favourite/favourite.endpoints';
import { EVERYTHING, favouriteInputSchema } from '@console/domain/favourite/favourite.schema';
import { profileEndpoints } from '@console/domain/profile/profile.endpoints';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import { api } from '../../api/api';
import { isApiError } from '../../api/api-error';
import { paths } from '../../paths';
import { useProfile } from '../../session/use-profile';
import { readPayload } from '../../ui/action-payload';
import { useFieldErrorText } from '../../ui/field-error';
import { applyFieldIssues } from '../../ui/form-issues';
import { TextField } from '../../ui/text-field';
import { refusedSave, useFormAction, type FormActionResult } from '../../ui/use-form-action';
import { CoverageCount } from './coverage-count';
import { PostalZonesInput } from './postal-zones-input';

/** What onboarding asks: the proposed zones, edited, and the starred favourite's name. */
const onboardingSchema = favouriteInputSchema.pick({ name: true, postalZones: true });
type OnboardingInput = z.input<typeof onboardingSchema>;
type OnboardingValues = z.output<typeof onboardingSchema>;

const onboardingIntentSchema = z.discriminatedUnion('intent', [
  onboardingSchema.extend({ intent: z.literal('save') }),
  z.object({ intent: z.literal('skip') }),
]);
type OnboardingIntent = z.infer<typeof onboardingIntentSchema>;

export const loader = async ({ request }: LoaderFunctionArgs) => ({
  proposal: await api.call(favouriteEndpoints.proposal, { signal: request.signal }),
});

/**
 * Saves the territory as the user's starred favourite (or not, for "everything"), then marks onboarding done and
 * opens the start page: that navigation loads the profile again, so the gate no longer sends the user back here.
 */
export const action = async ({ request }: ActionFunctionArgs): Promise<FormActionResult | Response> => {
  const body = await readPayload(request, onboardingIntentSchema);
  const { signal } = request;
  try {
    if (body.intent === 'save') {
      const { name, postalZones } = body;
      await api.call(favouriteEndpoints.create, {
        body: { ...EVERYTHING, name, postalZones, isFavourite: true, isWatched: false },
        signal,
      });
    }
    await api.call(profileEndpoints.completeFavouriteOnboarding, { signal });
  } catch (error) {
    const refusal = refusedSave(error, 'Favourite onboarding');
    if (isApiError(error) && error.status === 409 && refusal.issues.length === 0)
      return { ...refusal, issues: [{ path: ['name'], message: 'favourite.form.errors.name-taken' }] };
    return refusal;
  }
  return redirect(paths.home());
};

/**
 * /onboarding/favourites: the gate's second step for staff and providers. It proposes the postal zones holding most
 * of their parcels and sensors, with what they reach, to save as the starred favourite the lists open on; or the
 * user carries on with everything.
 */
export const Component = () => {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const profile = useProfile();
  const { proposal } = useLoaderData<typeof loader>();
  const form = useForm<OnboardingInput, unknown, OnboardingValues>({
    resolver: zodResolver(onboardingSchema) as Resolver<OnboardingInput, unknown, OnboardingValues>,
    defaultValues: { name: t('onboarding.favourites.default-name'), postalZones: proposal.postalZones },
    mode: 'onTouched',
  });
  const postalZones = useWatch({ control: form.control, name: 'postalZones' });
  // The redirect that follows a success is the action's; only refusals come back here.
  const save = useFormAction(() => undefined);
  const skip = useFormAction(() => undefined);
  useEffect(() => {
    if (save.issues) applyFieldIssues(form.setError, save.issues);
  }, [save.issues, form.setError]);
  const isBusy = save.isSaving || skip.isSaving;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} my={{ base: 0, sm: 'xl' }} mx="auto" maw={760}>
      <form
        onSubmit={form.handleSubmit((values) => save.submit({ intent: 'save', ...values } satisfies OnboardingIntent))}
        noValidate
        aria-label={t('onboarding.favourites.title')}
      >
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap" align="center">
            <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
              <IconStar />
            </ThemeIcon>
            <Title order={1} fz="h2">
              {t('onboarding.favourites.title')}
            </Title>
          </Group>
          <Text>{t('onboarding.favourites.intro')}</Text>
          <Text size="sm" c="dimmed">
            {t(proposal.postalZones.length > 0 ? 'onboarding.favourites.proposed' : 'onboarding.favourites.nothing')}
          </Text>
          <Controller
            control={form.control}
            name="postalZones"
            render={({ field, fieldState }) => (
              <PostalZonesInput
                value={field.value}
                onChange={field.onChange}
                error={fieldError(fieldState.error)}
                defaultCountry={profile.postalAddress?.country ?? null}
              />
            )}
          />
          <Paper withBorder radius="md" px="md" py="sm">
            <CoverageCount territory={{ ...EVERYTHING, postalZones }} />
          </Paper>
          <TextField
            control={form.control}
            name="name"
            label={t('onboarding.favourites.name')}
            maxLength={100}
            withAsterisk
            autoComplete="off"
          />
          <Group gap="sm" justify="flex-end">
            <Button
              variant="default"
              loading={skip.isSaving}
              disabled={isBusy && !skip.isSaving}
              onClick={() => skip.submit({ intent: 'skip' } satisfies OnboardingIntent)}
            >
              {t('onboarding.favourites.skip')}
            </Button>
            <Button
              type="submit"
              loading={save.isSaving}
              disabled={isBusy && !save.isSaving}
              leftSection={<IconStar size={18} aria-hidden="true" />}
            >
              {t('onboarding.favourites.save')}
            </Button>
          </Group>
          <Text c="dimmed" size="sm">
            {t('onboarding.favourites.later')}
          </Text>
        </Stack>
      </form>
    </Paper>
  );
};
