import { isManufacturer, can } from '@console/domain/access/permissions';
import { accountEndpoints } from '@console/domain/account/account.endpoints';
import { COUNTRIES } from '@console/domain/address/postal-address.schema';
import { countReviewEndpoints } from '@console/domain/sensor/count-review.endpoints';
import { bulkConfirmSchema, TRAINING_SET_FORMATS } from '@console/domain/sensor/count-review.schema';
import { Button, EmptyState, Group, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhotoCheck } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { api } from '../../../api/api';
import { useProfile } from '../../../session/use-profile';
import { readPayload } from '../../../ui/action-payload';
import { DownloadMenu } from '../../../ui/download-menu';
import { PagePagination } from '../../../ui/page-pagination';
import { type FormActionResult, refusedSave, useFormAction } from '../../../ui/use-form-action';
import { useFileDownload } from '../../../ui/use-file-download';
import { useListUrl } from '../../../ui/use-list-url';
import { readReviewQueueUrl, REVIEW_VIEWS, type ReviewQueueUrl, toReviewQueueSearch } from './review-queue-query';
import { ReviewQueueTable } from './review-queue-table';

export const loader = async ({ request }: LoaderFunctionArgs) => {
  const { url, query } = readReviewQueueUrl(new URL(request.url).searchParams);
  const [page, accounts] = await Promise.all([
    api.call(countReviewEndpoints.queue, { query, signal: request.signal }),
    api.call(accountEndpoints.options, { signal: request.signal }),
  ]);
  return { url, page, providers: accounts.filter((account) => account.type === 'provider') };
};

/** The selected run of captures confirmed as the model counted them. */
export const action = async ({ request }: ActionFunctionArgs): Promise<FormActionResult<{ confirmed: number }>> => {
  const body = await readPayload(request, bulkConfirmSchema);
  try {
    return { ok: true, ...(await api.call(countReviewEndpoints.bulkConfirm, { body, signal: request.signal })) };
  } catch (error) {
    return refusedSave(error, 'Bulk count confirmation');
  }
};

/** Staff's retraining set: the corrected captures with their images' ids and boxes, as CSV or JSON. */
const TrainingSetMenu = () => {
  const { t } = useTranslation();
  const { isDownloading, download } = useFileDownload();
  return (
    <DownloadMenu
      label={t('count-reviews.training-set.button')}
      formats={TRAINING_SET_FORMATS}
      formatLabel={(format) => t(`count-reviews.training-set.${format}`)}
      onPick={(format) =>
        void download(
          () => api.download(countReviewEndpoints.trainingSet, { params: { format }, query: {} }),
          `training-set.${format}`,
          'Training set download',
        )
      }
      loading={isDownloading}
    />
  );
};

/**
 * /sensors/review: the traps' photos whose counts to check (decision 179), the least sure and nearest a risk
 * threshold first, in the caller's scope; a run of them confirmed at once.
 */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const headingId = useId();
  const { url, page, providers } = useLoaderData<typeof loader>();
  const { navigate, isReloading } = useListUrl(url, toReviewQueueSearch);
  const go = (next: Partial<ReviewQueueUrl>) => navigate({ ...url, start: 0, ...next }, true);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const { submit, isSaving } = useFormAction<{ confirmed: number }>((result) => {
    notifications.show({ color: 'lime', message: t('count-reviews.queue.confirmed', { count: result.confirmed }) });
    setSelected(new Set());
  });
  const canConfirm = can(profile, 'edit:sensors');
  const confirmSelected = () =>
    submit({
      captures: page.items
        .filter((item) => selected.has(item.captureId))
        .map(({ sensorId, captureId }) => ({ sensorId, captureId })),
    });
  return (
    <Stack gap="lg" p={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} id={headingId}>
            {t('pages.count-reviews')}
          </Title>
          <Text c="dimmed" maw={760}>
            {t('count-reviews.queue.intro')}
          </Text>
        </Stack>
        {isManufacturer(profile) && <TrainingSetMenu />}
      </Group>
      <Group align="flex-end" gap="md" wrap="wrap">
        <SegmentedControl
          aria-label={t('count-reviews.queue.view')}
          data={REVIEW_VIEWS.map((view) => ({ value: view, label: t(`count-reviews.queue.views.${view}`) }))}
          value={url.view}
          onChange={(view) => go({ view: view as ReviewQueueUrl['view'] })}
        />
        {isManufacturer(profile) && (
          <Select
            label={t('count-reviews.queue.provider')}
            placeholder={t('count-reviews.queue.all-providers')}
            data={providers.map((account) => ({ value: account.id, label: account.name }))}
            value={url.providerId ?? null}
            onChange={(providerId) => go({ providerId: providerId ?? undefined })}
            clearable
            searchable
            w={220}
          />
        )}
        <Select
          label={t('count-reviews.queue.country')}
          placeholder={t('count-reviews.queue.all-countries')}
          data={COUNTRIES.map((country) => ({ value: country, label: t(`countries.${country}`) }))}
          value={url.country ?? null}
          onChange={(country) => go({ country: (country as ReviewQueueUrl['country'] | null) ?? undefined })}
          clearable
          w={180}
        />
        <TextInput
          label={t('count-reviews.queue.model-version')}
          defaultValue={url.modelVersion ?? ''}
          onBlur={(event) => go({ modelVersion: event.currentTarget.value.trim() || undefined })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') go({ modelVersion: event.currentTarget.value.trim() || undefined });
          }}
          w={180}
        />
        <Select
          label={t('count-reviews.queue.sort')}
          data={[
            { value: 'priority', label: t('count-reviews.queue.sorts.priority') },
            { value: 'takenAt', label: t('count-reviews.queue.sorts.takenAt') },
          ]}
          value={url.sort}
          onChange={(sort) =>
            go({
              sort: (sort as ReviewQueueUrl['sort'] | null) ?? 'priority',
              order: sort === 'takenAt' ? 'desc' : 'asc',
            })
          }
          allowDeselect={false}
          w={200}
        />
      </Group>
      {canConfirm && page.total > 0 && (
        <Group gap="sm">
          <Button
            leftSection={<IconPhotoCheck size={18} aria-hidden="true" />}
            disabled={selected.size === 0}
            loading={isSaving}
            onClick={confirmSelected}
          >
            {t('count-reviews.queue.confirm-selected', { count: selected.size })}
          </Button>
          <Text size="sm" c="dimmed">
            {t('count-reviews.queue.confirm-help')}
          </Text>
        </Group>
      )}
      <Stack gap="sm" style={{ opacity: isReloading ? 0.55 : 1 }} aria-busy={isReloading}>
        <Text size="sm" role="status">
          {t('count-reviews.queue.total', { count: page.total })}
        </Text>
        {page.total === 0 ? (
          <EmptyState
            icon={<IconPhotoCheck size={28} aria-hidden="true" />}
            title={t('count-reviews.queue.empty-title')}
            description={t('count-reviews.queue.empty-description')}
          />
        ) : (
          <ReviewQueueTable
            items={page.items}
            selected={canConfirm ? selected : new Set()}
            onSelect={canConfirm ? setSelected : () => undefined}
            labelledBy={headingId}
          />
        )}
        <PagePagination total={page.total} start={url.start} onStart={(start) => navigate({ ...url, start })} />
      </Stack>
    </Stack>
  );
};
