import { profileEndpoints } from '@console/domain/profile/profile.endpoints';
import type { Profile, UpdateProfileInput } from '@console/domain/profile/profile.schema';
import { referentialEndpoints } from '@console/domain/time/referential.endpoints';
import { Box, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { getFieldIssues, isApiError } from '../../api/api-error';
import { getPublicSettings } from '../../api/public-settings';
import { useProfile } from '../../session/use-profile';
import { AccountDeletionBox } from './account-deletion-box';
import { PROFILE_MAX_WIDTH, ProfileForm, type ServerFieldIssue } from './profile-form';
import { ProfileHeaderCard } from './profile-header-card';

type ActionResult = { ok: true; profile: Profile } | { ok: false; issues: ServerFieldIssue[] };

export const loader = async ({ request }: LoaderFunctionArgs) => {
  const [zoneIds, settings] = await Promise.all([
    api.call(referentialEndpoints.zoneIds, { signal: request.signal }),
    getPublicSettings(),
  ]);
  return { zoneIds, supportLink: settings.supportLink };
};

/** Saves the profile; field issues of a 422 come back to the form, other failures flash a message. */
export const action = async ({ request }: ActionFunctionArgs): Promise<ActionResult> => {
  const input = (await request.json()) as UpdateProfileInput;
  try {
    return { ok: true, profile: await api.call(profileEndpoints.update, { body: input, signal: request.signal }) };
  } catch (error) {
    if (isApiError(error) && error.status === 422) return { ok: false, issues: getFieldIssues(error) };
    console.error('Profile update failed', error);
    return { ok: false, issues: [] };
  }
};

export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { zoneIds, supportLink } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<ActionResult>();
  const [saveResult, setSaveResult] = useState<{ savedProfile?: Profile; issues?: ServerFieldIssue[] }>();
  const handledResult = useRef<ActionResult | undefined>(undefined);

  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== 'idle' || handledResult.current === result) return;
    handledResult.current = result;
    if (result.ok) {
      notifications.show({ color: 'lime', message: t('flash.update') });
      setSaveResult({ savedProfile: result.profile });
    } else {
      if (result.issues.length === 0) notifications.show({ color: 'red', message: t('errors.technical') });
      setSaveResult({ issues: result.issues });
    }
  }, [fetcher.data, fetcher.state, t]);

  const save = (values: UpdateProfileInput) =>
    void fetcher.submit(JSON.parse(JSON.stringify(values)) as Record<string, string>, {
      method: 'post',
      encType: 'application/json',
    });

  return (
    <Stack gap="lg" px={{ base: 'md', sm: 'xl' }} pt={{ base: 'md', sm: 'xl' }}>
      <Title order={1}>{t('profile.title')}</Title>
      <Box maw={PROFILE_MAX_WIDTH}>
        <ProfileHeaderCard profile={profile} />
      </Box>
      <ProfileForm
        profile={profile}
        zoneIds={zoneIds}
        isSaving={fetcher.state !== 'idle'}
        onSave={save}
        saveResult={saveResult}
      >
        <AccountDeletionBox profile={profile} supportLink={supportLink} />
      </ProfileForm>
    </Stack>
  );
};
