import type { AccountDetail } from '@console/domain/account/account-list.schema';
import { isManufacturer } from '@console/domain/access/permissions';
import { rentContractEndpoints } from '@console/domain/rent-contract/rent-contract.endpoints';
import { rentContractInputSchema } from '@console/domain/rent-contract/rent-contract.schema';
import { Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useOutletContext, type ActionFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { useProfile } from '../../session/use-profile';
import { readPayload } from '../../ui/action-payload';
import { SaveBar } from '../../ui/save-bar';
import { refusedSave, useFormAction, type FormActionResult } from '../../ui/use-form-action';
import { accountTypeOf } from './contract-paths';
import { type LessorOption, RentContractForm } from './rent-contract-form';

export const action = async ({ request }: ActionFunctionArgs): Promise<FormActionResult<{ id: string }>> => {
  const body = await readPayload(request, rentContractInputSchema);
  try {
    return { ok: true, id: (await api.call(rentContractEndpoints.create, { body, signal: request.signal })).id };
  } catch (error) {
    return refusedSave(error, 'Rent contract creation');
  }
};

/**
 * /providers/:id/contracts/new and /farmers/:id/contracts/new: a draft renting sensors to the account of the page,
 * from the manufacturer or, for a farm, from its distributor.
 */
export const Component = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useProfile();
  const lessee = useOutletContext<AccountDetail>();
  const type = accountTypeOf(useLocation().pathname);
  const [createdId, setCreatedId] = useState<string>();
  const { submit, issues, isSaving } = useFormAction<{ id: string }>((result) => {
    setCreatedId(result.id);
    notifications.show({ color: 'green', message: t('rent-contracts.done.created') });
  });
  const own = { id: profile.accountId ?? '', name: profile.accountName ?? '' };
  const lessors: LessorOption[] = isManufacturer(profile)
    ? [{ ...own, name: t('rent-contracts.form.manufacturer') }, ...(lessee.provider ? [lessee.provider] : [])]
    : [own];

  // Only once the saved state has rendered does the leave guard stop asking.
  useEffect(() => {
    if (createdId) void navigate(paths.accountContract(type, lessee.id, createdId));
  }, [createdId, navigate, type, lessee.id]);

  return (
    <Stack gap="lg" px={{ base: 'md', sm: 'xl' }} pt={{ base: 'md', sm: 'xl' }}>
      <Title order={2}>{t(`pages.${type}-contract-new`)}</Title>
      <RentContractForm
        manufacturerId={isManufacturer(profile) ? (profile.accountId ?? undefined) : undefined}
        lesseeId={lessee.id}
        lessors={lessors}
        isLeaving={isSaving || createdId !== undefined}
        onSave={submit}
        issues={issues}
        label={t(`pages.${type}-contract-new`)}
        footer={<SaveBar label={t('rent-contracts.form.save')} isSaving={isSaving} />}
      />
    </Stack>
  );
};
