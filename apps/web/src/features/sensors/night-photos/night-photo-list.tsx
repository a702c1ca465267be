import type { SensorNightImage } from '@console/domain/sensor/capture-image.schema';
import { formatLocalDay } from '@console/domain/time/date-format';
import { Card, EmptyState, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconCameraOff } from '@tabler/icons-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CapturePhoto, MissingPhoto } from '../../../ui/capture-photo';
import { ReviewStateBadge } from '../count-reviews/review-state-badge';
import { NightPhotoViewer } from './night-photo-viewer';

/** One night's card: its thumbnail, else why there is none, and the model's count. */
const NightCard = ({ sensorId, night }: { sensorId: string; night: SensorNightImage }) => {
  const { t } = useTranslation();
  return (
    // Spans only: a button holds phrasing content, and its text is its name.
    <Stack gap={6} component="span">
      {night.image ? (
        <CapturePhoto sensorId={sensorId} image={night.image} size="thumbnail" showBoxes={false} alt="" />
      ) : (
        <MissingPhoto night={night} compact />
      )}
      <Text size="sm" fw={600} span display="block">
        {formatLocalDay(night.night)}
      </Text>
      <Text size="xs" c="dimmed" span display="block">
        {t('capture-images.model-count', { count: night.slugs })}
      </Text>
      {night.image?.reviewState === 'corrected' && <ReviewStateBadge state="corrected" size="xs" />}
    </Stack>
  );
};

/** The night open in the viewer, kept in the URL (`?night=`) so the review queue links straight to it. */
const useOpenedNight = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const setOpened = (night: string | null) =>
    setSearchParams(
      (params) => {
        if (night) params.set('night', night);
        else params.delete('night');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  return [searchParams.get('night'), setOpened] as const;
};

/**
 * The sensor's nights with their photos, newest first, as thumbnails; a night opens large with its boxes and the
 * night before it to compare.
 */
export const NightPhotoList = ({ sensorId, nights }: { sensorId: string; nights: SensorNightImage[] }) => {
  const { t } = useTranslation();
  const headingId = useId();
  const [openedNight, setOpened] = useOpenedNight();
  const opened = nights.findIndex((item) => item.night === openedNight);
  const night = nights[opened] ?? null;
  const previous = opened < 0 ? null : (nights[opened + 1] ?? null);
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {t('capture-images.title')}
      </Title>
      {nights.length === 0 ? (
        <EmptyState
          icon={<IconCameraOff size={28} aria-hidden="true" />}
          title={t('capture-images.empty-title')}
          description={t('capture-images.empty-description')}
        />
      ) : (
        <SimpleGrid cols={{ base: 2, xs: 3, md: 5, xl: 7 }} spacing="sm">
          {nights.map((item) => (
            <Card key={item.night} withBorder padding={6} radius="sm">
              <UnstyledButton onClick={() => setOpened(item.night)} w="100%">
                <NightCard sensorId={sensorId} night={item} />
              </UnstyledButton>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <NightPhotoViewer sensorId={sensorId} night={night} previous={previous} onClose={() => setOpened(null)} />
    </Stack>
  );
};
