import type { CaptureImage, SensorNightImage } from '@console/domain/sensor/capture-image.schema';
import { Box, Center, Loader, Stack, Text } from '@mantine/core';
import { IconCameraOff, IconPhotoOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CaptureImageSize } from '@console/domain/sensor/capture-image.endpoints';
import { useImageUrl } from './capture-image-url';

/** The model's boxes by class, drawn on the photo and named in the viewer's legend. */
export const BOX_COLOURS = { adult: '#e8590c', juvenile: '#1c7ed6' } as const;

/**
 * A capture's photo at its own proportions, with the model's boxes drawn over it in the image's pixels when asked.
 * The full image falls back to the thumbnail once retention removed it.
 */
export const CapturePhoto = ({
  sensorId,
  image,
  alt,
  showBoxes,
  size = 'image',
}: {
  sensorId: string;
  image: Pick<CaptureImage, 'id' | 'width' | 'height' | 'full' | 'detections'>;
  alt: string;
  showBoxes: boolean;
  size?: CaptureImageSize;
}) => {
  const { t } = useTranslation();
  const url = useImageUrl(sensorId, image.id, size === 'image' && !image.full ? 'thumbnail' : size);
  return (
    // A span, as it sits in buttons and links.
    <Box
      component="span"
      display="block"
      pos="relative"
      style={{ aspectRatio: `${image.width} / ${image.height}`, borderRadius: 4, overflow: 'hidden' }}
    >
      {url === undefined && (
        <Center component="span" h="100%" bg="var(--mantine-color-gray-1)">
          <Loader size="sm" aria-label={t('common.loading')} />
        </Center>
      )}
      {url === null && (
        <Center component="span" h="100%" bg="var(--mantine-color-gray-1)">
          <Text size="sm" c="dimmed" span>
            <IconPhotoOff size={16} aria-hidden="true" style={{ verticalAlign: 'middle' }} />{' '}
            {t('capture-images.unreadable')}
          </Text>
        </Center>
      )}
      {url && <img src={url} alt={alt} style={{ display: 'block', width: '100%', height: '100%' }} />}
      {url && showBoxes && (
        <svg
          viewBox={`0 0 ${image.width} ${image.height}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
        >
          {image.detections.map((box, index) => (
            <rect
              key={index}
              x={box.x}
              y={box.y}
              width={box.w}
              height={box.h}
              fill="none"
              stroke={BOX_COLOURS[box.class]}
              strokeWidth={Math.max(2, image.width / 300)}
            />
          ))}
        </svg>
      )}
    </Box>
  );
};

/** Where a night without a photo says why: none came, or the trap reported it failed to take or read one. */
export const MissingPhoto = ({ night, compact = false }: { night: SensorNightImage; compact?: boolean }) => {
  const { t } = useTranslation();
  return (
    <Center
      component="span"
      bg="var(--mantine-color-gray-1)"
      p="sm"
      style={{ aspectRatio: '4 / 3', borderRadius: 4, border: '1px dashed var(--mantine-color-gray-5)' }}
    >
      <Stack gap={4} align="center" component="span">
        <IconCameraOff size={compact ? 20 : 28} aria-hidden="true" color="var(--mantine-color-gray-7)" />
        <Text size={compact ? 'xs' : 'sm'} c="gray.8" ta="center" span>
          {t(`capture-images.missing.${night.missing ?? 'not-received'}`)}
        </Text>
      </Stack>
    </Center>
  );
};
