import type { AccountProfile } from '@console/domain/account/account-profile.schema';
import { accountProfileEndpoints } from '@console/domain/account/account-profile.endpoints';
import { updateAccountProfileInputSchema } from '@console/domain/account/account.schema';
import { can, canRequireSecondFactor } from '@console/domain/access/permissions';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { useProfile } from '../../session/use-profile';
import { readPayload } from '../../ui/action-payload';
import { SaveBar } from '../../ui/save-bar';
import { useFormAction, type FormActionResult, refusedSave } from '../../ui/use-form-action';
import { AccountProfileForm, toAccountProfileValues } from './account-profile-form';
import { SecondFactorRequirement } from './second-factor-requirement';

export const loader = async ({ request }: LoaderFunctionArgs) => ({
  account: await api.call(accountProfileEndpoints.get, { signal: request.signal }),
});

/** POST /back/account/profile; field issues of a 422 go back to the form, other failures flash a message. */
export const action = async ({
  request,
}: ActionFunctionArgs): Promise<FormActionResult<{ account: AccountProfile }>> => {
  const input = await readPayload(request, updateAccountProfileInputSchema);
  try {
    return {
      ok: true,
      account: await api.call(accountProfileEndpoints.update, { body: input, signal: request.signal }),
    };
  } catch (error) {
    return refusedSave(error, 'Account profile update');
  }
};

/** /account/profile (spec point 2): the caller's account, for roles with the MyAccount key; editing needs its edit right. */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { account } = useLoaderData<typeof loader>();
  const values = useMemo(() => toAccountProfileValues(account), [account]);
  const canEdit = can(profile, 'edit:myAccount');
  const save = useFormAction(() => notifications.show({ color: 'lime', message: t('flash.update') }));

  return (
    <Stack gap="lg" px={{ base: 'md', sm: 'xl' }} pt={{ base: 'md', sm: 'xl' }}>
      <Stack gap={4}>
        <Group gap="sm" align="center">
          <Title order={1}>{t('pages.account-profile')}</Title>
          <Badge variant="light" size="lg">
            {t(`account-types.${account.type}`)}
          </Badge>
        </Group>
        <Text c="dimmed" size="sm">
          {t(canEdit ? 'account-profile.intro' : 'account-profile.read-only-notice')}
        </Text>
      </Stack>
      <AccountProfileForm
        values={values}
        readOnly={!canEdit}
        isSaving={save.isSaving}
        onSave={save.submit}
        issues={save.issues}
        footer={<SaveBar label={t('common.save')} isSaving={save.isSaving} />}
      />
      <SecondFactorRequirement
        requirement={account.secondFactorRequirement}
        canChange={canRequireSecondFactor(profile)}
        timeZone={profile.zoneId}
      />
    </Stack>
  );
};
