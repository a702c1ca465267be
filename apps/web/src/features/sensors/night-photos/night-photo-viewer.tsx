import { DETECTION_CLASSES, type SensorNightImage } from '@console/domain/sensor/capture-image.schema';
import { BOX_COLOURS } from '../../../ui/capture-photo';
import { Box, Button, Group, Modal, SimpleGrid, Switch, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../ui/use-is-mobile';
import { NightPanel } from './night-panel';

/**
 * A night's photo, large, with the model's boxes on or off, and the night before beside it on demand: what changed on
 * the board, or why a count jumped.
 */
export const NightPhotoViewer = ({
  sensorId,
  night,
  previous,
  onClose,
}: {
  sensorId: string;
  night: SensorNightImage | null;
  previous: SensorNightImage | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [showBoxes, setShowBoxes] = useState(true);
  const [comparing, setComparing] = useState(false);
  const headingId = useId();
  return (
    <Modal
      opened={night !== null}
      onClose={onClose}
      title={t('capture-images.viewer-title')}
      size={comparing ? '90rem' : 'xl'}
      fullScreen={isMobile}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {night && (
        <Box>
          <Group gap="md" mb="md" wrap="wrap">
            <Switch
              label={t('capture-images.show-boxes')}
              checked={showBoxes}
              onChange={(event) => setShowBoxes(event.currentTarget.checked)}
              disabled={!night.image}
            />
            <Button variant="light" size="xs" onClick={() => setComparing(!comparing)} disabled={!previous}>
              {comparing ? t('capture-images.stop-comparing') : t('capture-images.compare')}
            </Button>
            {!previous && (
              <Text size="xs" c="dimmed">
                {t('capture-images.no-previous')}
              </Text>
            )}
          </Group>
          {showBoxes && night.image && (
            <Group gap="md" mb="xs">
              {DETECTION_CLASSES.map((detectionClass) => (
                <Text size="xs" key={detectionClass}>
                  <span style={{ color: BOX_COLOURS[detectionClass], fontWeight: 700 }}>▢</span>{' '}
                  {t(`capture-images.classes.${detectionClass}`)}
                </Text>
              ))}
            </Group>
          )}
          <SimpleGrid cols={{ base: 1, sm: comparing && previous ? 2 : 1 }} spacing="lg">
            <NightPanel sensorId={sensorId} night={night} showBoxes={showBoxes} headingId={headingId} withReview />
            {comparing && previous && <NightPanel sensorId={sensorId} night={previous} showBoxes={showBoxes} />}
          </SimpleGrid>
        </Box>
      )}
    </Modal>
  );
};
