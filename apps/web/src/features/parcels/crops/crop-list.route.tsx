import { cropEndpoints } from '@console/domain/crop/crop.endpoints';
import type { ParcelListItem } from '@console/domain/parcel/parcel-list.schema';
import { Anchor, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconPlant2, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../../api/api';
import { paths } from '../../../paths';
import { isAllowed } from '../../../session/access-rules';
import { useProfile } from '../../../session/use-profile';
import { formatLocalDay } from '@console/domain/time/date-format';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { formatNumber } from '../../../ui/number-format';

export const loader = async ({ params, request }: LoaderFunctionArgs) => ({
  crops: await api.call(cropEndpoints.list, { params: { id: params.id ?? '' }, signal: request.signal }),
});

/** /parcels/:id/crops: the parcel's crops, one a season, newest first. */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { crops } = useLoaderData<typeof loader>();
  const detail = useRouteLoaderData('parcel-detail') as { parcel: ParcelListItem } | undefined;
  const parcel = detail?.parcel;
  const canEdit = Boolean(parcel?.isEditable) && isAllowed('can:edit:parcels', profile, {});

  return (
    <Stack gap="md" p={{ base: 'md', sm: 'xl' }}>
      {canEdit && parcel && (
        <Group justify="flex-end">
          <Button
            component={Link}
            to={paths.parcelCropNew(parcel.id)}
            leftSection={<IconPlus size={18} aria-hidden="true" />}
          >
            {t('crop.list.add')}
          </Button>
        </Group>
      )}
      {crops.length === 0 ? (
        <ListEmptyState
          icon={<IconPlant2 size={28} aria-hidden="true" />}
          title={t('crop.list.empty-title')}
          description={t('crop.list.empty-description')}
        />
      ) : (
        <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
          <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={t('crop.list.label')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('crop.form.fields.year')}</Table.Th>
                <Table.Th>{t('crop.form.fields.currentCrop')}</Table.Th>
                <Table.Th>{t('crop.form.fields.stage')}</Table.Th>
                <Table.Th>{t('crop.form.fields.estimatedSeedingDate')}</Table.Th>
                <Table.Th>{t('crop.form.fields.actualSeedingDate')}</Table.Th>
                <Table.Th>{t('crop.form.fields.estimatedSeedingQuantity')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {crops.map((crop) => (
                <Table.Tr key={crop.id}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.parcelCrop(crop.parcelId, crop.id)} fw={600}>
                      {crop.year}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{crop.displayName ?? t(`crop-types.${crop.currentCrop}`)}</Table.Td>
                  <Table.Td>{t(`crop-stages.${crop.stage}`)}</Table.Td>
                  <Table.Td>{formatLocalDay(crop.estimatedSeedingDate)}</Table.Td>
                  <Table.Td>{crop.actualSeedingDate ? formatLocalDay(crop.actualSeedingDate) : '–'}</Table.Td>
                  <Table.Td>
                    {crop.estimatedSeedingQuantity === undefined ? (
                      <Text span c="dimmed">
                        –
                      </Text>
                    ) : (
                      formatNumber(crop.estimatedSeedingQuantity, 0)
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
};
