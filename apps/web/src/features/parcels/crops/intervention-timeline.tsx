import type { AntiSlugProduct } from '@console/domain/crop/anti-slug-product.schema';
import type { Country } from '@console/domain/address/postal-address.schema';
import type { ProductRules } from '@console/domain/country/product-rules';
import type { CropInterventionType, RecordedIntervention } from '@console/domain/crop/crop-intervention.schema';
import { ActionIcon, Badge, Button, Group, Modal, Stack, Text, Timeline } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBucketDroplet, IconPlant, IconPlus, IconShovel, IconTrash, IconWheel } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { formatLocalDay } from '@console/domain/time/date-format';
import { cropEndpoints } from '@console/domain/crop/crop.endpoints';
import { ExportMenu } from '../../../ui/export-menu';
import { formatNumber } from '../../../ui/number-format';
import { SectionCard } from '../../../ui/section-card';
import { useFormAction } from '../../../ui/use-form-action';
import { InterventionForm } from './intervention-form';

const ICONS: Record<CropInterventionType, ReactNode> = {
  seeding: <IconPlant size={14} aria-hidden="true" />,
  rolling: <IconWheel size={14} aria-hidden="true" />,
  soil_work: <IconShovel size={14} aria-hidden="true" />,
  product: <IconBucketDroplet size={14} aria-hidden="true" />,
};

type InterventionTimelineProps = {
  interventions: RecordedIntervention[];
  /** Every product still sold, which names those of past interventions. */
  products: AntiSlugProduct[];
  /**
   * The products sold in the parcel's country, which a new intervention may name, and the rules of when its pack
   * lets them be applied (decision 164).
   */
  offered: { products: AntiSlugProduct[]; rules: ProductRules };
  country: Country;
  /** Shared parcels are read-only. */
  canEdit: boolean;
  /** The interventions route, whose action records and deletes. */
  actionPath: string;
  /** The parcel and crop, whose timeline the export downloads. */
  crop: { id: string; cropId: string };
  /** Where the form's date starts. */
  today: string;
};

/** What was done in the field for this crop, newest first, with recording and removing for those who may. */
export const InterventionTimeline = ({
  interventions,
  products,
  offered,
  country,
  canEdit,
  actionPath,
  crop,
  today,
}: InterventionTimelineProps) => {
  const { t } = useTranslation();
  const [isAdding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<RecordedIntervention | null>(null);
  const deleter = useFetcher();
  const { submit, issues, isSaving } = useFormAction(() => {
    setAdding(false);
    notifications.show({ color: 'green', message: t('crop.intervention.saved') });
  }, actionPath);

  const details = (intervention: RecordedIntervention) => {
    if (intervention.type === 'soil_work') return t(`crop.intervention.soil-works.${intervention.soilWork}`);
    if (intervention.type !== 'product') return null;
    const product = products.find((candidate) => candidate.slug === intervention.slugProduct);
    return `${product?.name ?? intervention.slugProduct} · ${formatNumber(intervention.slugProductDosage, 2)} ${
      product?.dosageUnit ?? 'kg/ha'
    }`;
  };

  return (
    <SectionCard
      title={t('crop.intervention.title')}
      action={
        canEdit && (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setAdding(true)}
          >
            {t('crop.intervention.add')}
          </Button>
        )
      }
    >
      {interventions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('crop.intervention.empty')}
        </Text>
      ) : (
        <Timeline bulletSize={26} lineWidth={2} aria-label={t('crop.intervention.title')}>
          {interventions.map((intervention) => (
            <Timeline.Item
              key={intervention.id}
              bullet={ICONS[intervention.type]}
              title={
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600} size="sm">
                    {t(`crop.intervention.types.${intervention.type}`)}
                  </Text>
                  {canEdit && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('crop.intervention.delete-label', {
                        type: t(`crop.intervention.types.${intervention.type}`),
                        date: formatLocalDay(intervention.date),
                      })}
                      onClick={() => setDeleting(intervention)}
                    >
                      <IconTrash size={16} aria-hidden="true" />
                    </ActionIcon>
                  )}
                </Group>
              }
            >
              <Stack gap={2}>
                <Text size="xs" c="dimmed">
                  {formatLocalDay(intervention.date)}
                </Text>
                {details(intervention) && <Text size="sm">{details(intervention)}</Text>}
                {intervention.withdrawnSince && (
                  <Badge color="orange" variant="light" w="fit-content">
                    {t('crop.intervention.withdrawn-since', { date: formatLocalDay(intervention.withdrawnSince) })}
                  </Badge>
                )}
                {intervention.comment && (
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                    {intervention.comment}
                  </Text>
                )}
              </Stack>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
      {interventions.length > 0 && (
        // Under the timeline, so that a phone's narrow header keeps room for the button that records one.
        <Group justify="flex-end" mt="md">
          <ExportMenu endpoint={cropEndpoints.exportInterventions} params={crop} query={{}} disabled={false} />
        </Group>
      )}

      <Modal opened={isAdding} onClose={() => setAdding(false)} title={t('crop.intervention.form-title')} centered>
        <InterventionForm
          products={offered.products}
          rules={offered.rules}
          country={country}
          date={today}
          isSaving={isSaving}
          issues={issues}
          onSave={submit}
          onCancel={() => setAdding(false)}
        />
      </Modal>
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('crop.intervention.delete-title')}
        centered
      >
        <Text mb="lg">{t('crop.intervention.delete-confirm')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setDeleting(null)} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={deleter.state !== 'idle'}
            onClick={() => {
              if (!deleting) return;
              void deleter.submit(
                { id: deleting.id },
                { method: 'delete', encType: 'application/json', action: actionPath },
              );
              setDeleting(null);
            }}
          >
            {t('crop.intervention.delete')}
          </Button>
        </Group>
      </Modal>
    </SectionCard>
  );
};
