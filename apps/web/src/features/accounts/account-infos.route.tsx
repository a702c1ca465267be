import { ACCOUNTS_ACCESS_KEY } from '@console/domain/account/account-list.schema';
import { accountEndpoints } from '@console/domain/account/account.endpoints';
import { updateAccountInputSchema } from '@console/domain/account/account.schema';
import { Anchor, Button, DataList, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type ActionFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { isAllowed } from '../../session/access-rules';
import { useProfile } from '../../session/use-profile';
import { readPayload } from '../../ui/action-payload';
import { DATA_LABEL_WIDTH, Dash, DataItem } from '../../ui/data-item';
import { formatDate } from '@console/domain/time/date-format';
import { SectionCard } from '../../ui/section-card';
import { useFormAction, type FormActionResult, refusedSave } from '../../ui/use-form-action';
import { useAccount } from './account-detail.route';
import { AccountEditForm } from './account-edit-form';
import { accountTypeOf } from './account-type';

/** `POST /back/{providers|farmers}/{id}`; the account route reloads the account afterwards. */
export const action = async ({ params, request }: ActionFunctionArgs): Promise<FormActionResult> => {
  const type = accountTypeOf(new URL(request.url).pathname);
  const input = await readPayload(request, updateAccountInputSchema);
  try {
    await api.call(accountEndpoints[type].update, {
      params: { id: params.id ?? '' },
      body: input,
      signal: request.signal,
    });
    return { ok: true };
  } catch (error) {
    return refusedSave(error, 'Account update');
  }
};

const Lines = ({ lines }: { lines: (string | undefined)[] }) => (
  <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
    {lines.filter(Boolean).join('\n')}
  </Text>
);

/** The infos tab: the account's details, and for those who manage such accounts, their edit form. */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const account = useAccount();
  const { type } = account;
  const [isEditing, setEditing] = useState(false);
  const save = useFormAction(() => {
    notifications.show({ color: 'green', message: t('flash.update') });
    setEditing(false);
  });
  const canEdit = isAllowed(`can:edit:${ACCOUNTS_ACCESS_KEY[type]}`, profile, {});
  const canOpenProvider = isAllowed('can:read:providerAccounts', profile, {});
  const canListFarms = isAllowed('can:read:farmerAccounts', profile, {});
  const address = account.postalAddress;

  if (isEditing) {
    return (
      <Stack p={{ base: 'md', sm: 'xl' }} pb={0}>
        <AccountEditForm
          type={type}
          account={account}
          isSaving={save.isSaving}
          onSave={save.submit}
          onCancel={() => setEditing(false)}
          issues={save.issues}
        />
      </Stack>
    );
  }

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" p={{ base: 'md', sm: 'xl' }}>
      <SectionCard
        title={t(`accounts.${type}.section`)}
        action={
          canEdit && (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPencil size={14} aria-hidden="true" />}
              onClick={() => setEditing(true)}
            >
              {t('accounts.edit')}
            </Button>
          )
        }
      >
        <DataList labelWidth={DATA_LABEL_WIDTH} withDivider>
          <DataItem label={t('accounts.fields.name')}>{account.name}</DataItem>
          <DataItem label={t('accounts.fields.siret')}>{account.siret ?? <Dash />}</DataItem>
          {type === 'farmer' && (
            <DataItem label={t('accounts.fields.provider')}>
              {!account.provider ? (
                t('accounts.no-provider')
              ) : canOpenProvider ? (
                <Anchor component={Link} to={paths.provider(account.provider.id)} size="sm">
                  {account.provider.name}
                </Anchor>
              ) : (
                account.provider.name
              )}
            </DataItem>
          )}
          <DataItem label={t('accounts.fields.createdAt')}>{formatDate(account.createdAt, profile.zoneId)}</DataItem>
          <DataItem label={t('accounts.fields.userCount')}>{account.userCount}</DataItem>
          {type === 'provider' ? (
            <DataItem label={t('accounts.fields.farmerCount')}>
              {canListFarms ? (
                <Anchor
                  component={Link}
                  to={paths.accounts('farmer', new URLSearchParams({ providerId: account.id }))}
                  size="sm"
                >
                  {account.farmerCount ?? 0}
                </Anchor>
              ) : (
                (account.farmerCount ?? 0)
              )}
            </DataItem>
          ) : (
            <>
              <DataItem label={t('accounts.fields.sensorCount')}>{account.sensorCount ?? 0}</DataItem>
              <DataItem label={t('accounts.fields.parcelCount')}>{account.parcelCount ?? 0}</DataItem>
            </>
          )}
        </DataList>
      </SectionCard>

      <Stack gap="lg">
        <SectionCard title={t('accounts.sections.address')}>
          {address ? (
            <Lines
              lines={[
                address.firstLine,
                address.secondLine,
                address.complement,
                `${address.postalCode} ${address.city}`,
                t(`countries.${address.country}`),
              ]}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('accounts.no-address')}
            </Text>
          )}
        </SectionCard>
        {(canEdit || account.comment) && (
          <SectionCard title={t('accounts.fields.comment')}>
            {account.comment ? (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {account.comment}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                {t('accounts.no-comment')}
              </Text>
            )}
          </SectionCard>
        )}
      </Stack>
    </SimpleGrid>
  );
};
