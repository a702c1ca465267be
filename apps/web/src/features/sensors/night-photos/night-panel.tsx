import { meanConfidence, type SensorNightImage } from '@console/domain/sensor/capture-image.schema';
import { formatLocalDay, formatTime } from '@console/domain/time/date-format';
import { Group, Stack, Text, Title } from '@mantine/core';
import type { BoxEdits } from '@console/domain/sensor/count-review.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../session/use-profile';
import { CapturePhoto, MissingPhoto } from '../../../ui/capture-photo';
import { BoxEditor } from '../count-reviews/box-editor';
import { CountReviewPanel } from '../count-reviews/count-review-panel';

/**
 * One night in the viewer: its photo (boxes on demand), what the model made of it and, for the night opened (not
 * the one compared), what people made of its count; while a correction marks boxes, the photo is where they are drawn.
 */
export const NightPanel = ({
  sensorId,
  night,
  showBoxes,
  headingId,
  withReview = false,
}: {
  sensorId: string;
  night: SensorNightImage;
  showBoxes: boolean;
  headingId?: string;
  withReview?: boolean;
}) => {
  const { t, i18n } = useTranslation();
  const profile = useProfile();
  const { image } = night;
  const [boxEdits, setBoxEdits] = useState<BoxEdits | null>(null);
  const alt = t('capture-images.photo-alt', { night: formatLocalDay(night.night), count: night.slugs });
  const confidence = image && meanConfidence(image.detections);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" id={headingId}>
        {t('capture-images.night-of', { night: formatLocalDay(night.night) })}
      </Title>
      {image && boxEdits ? (
        <BoxEditor sensorId={sensorId} image={image} alt={alt} edits={boxEdits} onChange={setBoxEdits} />
      ) : image ? (
        <CapturePhoto sensorId={sensorId} image={image} showBoxes={showBoxes} alt={alt} />
      ) : (
        <MissingPhoto night={night} />
      )}
      <Group gap="lg" wrap="wrap">
        <Text size="sm">
          <strong>{t('capture-images.model-count', { count: night.slugs })}</strong>
        </Text>
        {image && image.slugCount !== null && (
          <Text size="sm">{t('capture-images.photo-count', { count: image.slugCount })}</Text>
        )}
        {night.riskLevel && (
          <Text size="sm">{t('capture-images.night-risk', { level: t(`risk-levels.${night.riskLevel}`) })}</Text>
        )}
        {confidence !== null && confidence !== undefined && (
          <Text size="sm">{t('capture-images.confidence', { value: percent.format(confidence) })}</Text>
        )}
        {image && (
          <Text size="sm" c="dimmed">
            {t('capture-images.taken-at', { time: formatTime(image.takenAt, profile.zoneId) })}
            {image.modelVersion ? ` · ${t('capture-images.model', { version: image.modelVersion })}` : ''}
          </Text>
        )}
      </Group>
      {image && !image.full && (
        <Text size="xs" c="dimmed">
          {t('capture-images.thumbnail-only')}
        </Text>
      )}
      {withReview && image && (
        <CountReviewPanel
          sensorId={sensorId}
          captureId={image.captureId}
          boxes={{ modelCount: image.modelCount ?? image.detections.length, edits: boxEdits, onEdit: setBoxEdits }}
        />
      )}
    </Stack>
  );
};
