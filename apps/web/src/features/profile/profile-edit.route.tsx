import { twoFactorEndpoints } from '@console/domain/auth/two-factor.endpoints';
import { profileEndpoints } from '@console/domain/profile/profile.endpoints';
import { type Profile, updateProfileInputSchema } from '@console/domain/profile/profile.schema';
import { referentialEndpoints } from '@console/domain/time/referential.endpoints';
import { Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { useProfile } from '../../session/use-profile';
import { readPayload } from '../../ui/action-payload';
import { type FormActionResult, refusedSave, useFormAction } from '../../ui/use-form-action';
import { AccountDeletionBox } from './account-deletion-box';
import { PROFILE_MAX_WIDTH, ProfileForm } from './profile-form';
import { ProfileHeaderCard } from './profile-header-card';
import { TwoFactorBox } from './two-factor/two-factor-box';

export const loader = async ({ request }: LoaderFunctionArgs) => {
  const [zoneIds, twoFactor] = await Promise.all([
    api.call(referentialEndpoints.zoneIds, { signal: request.signal }),
    api.call(twoFactorEndpoints.state, { signal: request.signal }),
  ]);
  return { zoneIds, twoFactor };
};

/** Saves the profile; field issues of a 422 come back to the form, other failures flash a message. */
export const action = async ({ request }: ActionFunctionArgs): Promise<FormActionResult<{ profile: Profile }>> => {
  const input = await readPayload(request, updateProfileInputSchema);
  try {
    return { ok: true, profile: await api.call(profileEndpoints.update, { body: input, signal: request.signal }) };
  } catch (error) {
    return refusedSave(error, 'Profile update');
  }
};

export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { zoneIds, twoFactor } = useLoaderData<typeof loader>();
  const [savedProfile, setSavedProfile] = useState<Profile>();
  const { submit, issues, isSaving } = useFormAction<{ profile: Profile }>((result) => {
    notifications.show({ color: 'lime', message: t('flash.update') });
    setSavedProfile(result.profile);
  });

  return (
    <Stack gap="lg" px={{ base: 'md', sm: 'xl' }} pt={{ base: 'md', sm: 'xl' }}>
      <Title order={1}>{t('profile.title')}</Title>
      <Stack maw={PROFILE_MAX_WIDTH} gap="lg">
        <ProfileHeaderCard profile={profile} />
        <TwoFactorBox state={twoFactor} timeZone={profile.zoneId} required={profile.secondFactor.required} />
      </Stack>
      <ProfileForm
        profile={profile}
        zoneIds={zoneIds}
        isSaving={isSaving}
        onSave={submit}
        savedProfile={savedProfile}
        issues={issues}
      >
        <AccountDeletionBox profile={profile} />
      </ProfileForm>
    </Stack>
  );
};
