import {
  boxFromDrag,
  dropDrawnBox,
  type DrawnBox,
  type Point,
  toggleRemovedBox,
} from '@console/domain/sensor/box-edits';
import { type CaptureImage, DETECTION_CLASSES, type DetectionClass } from '@console/domain/sensor/capture-image.schema';
import type { BoxEdits } from '@console/domain/sensor/count-review.schema';
import { ActionIcon, Box, Checkbox, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { type PointerEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOX_COLOURS, CapturePhoto } from '../../../ui/capture-photo';

type EditedImage = Pick<CaptureImage, 'id' | 'width' | 'height' | 'full' | 'detections'>;

const Rect = ({
  box,
  stroke,
  dashed,
  faded = false,
  onSelect,
  strokeWidth,
}: {
  box: DrawnBox;
  stroke: string;
  dashed: boolean;
  faded?: boolean;
  onSelect?: () => void;
  strokeWidth: number;
}) => (
  <rect
    x={box.x}
    y={box.y}
    width={box.w}
    height={box.h}
    // A transparent fill, so the whole box answers a tap, not only its outline.
    fill="transparent"
    stroke={stroke}
    strokeWidth={strokeWidth}
    strokeDasharray={dashed ? `${strokeWidth * 3} ${strokeWidth * 2}` : undefined}
    opacity={faded ? 0.55 : 1}
    style={{ cursor: onSelect ? 'pointer' : undefined }}
    onPointerDown={(event) => event.stopPropagation()}
    onClick={onSelect}
  />
);

/**
 * The photo with its boxes to edit (decision 179): a drag draws a box of the class chosen, a tap on a model's box
 * takes it out or puts it back, a tap on a drawn box drops it. The list under it does the same from the keyboard.
 */
export const BoxEditor = ({
  sensorId,
  image,
  alt,
  edits,
  onChange,
}: {
  sensorId: string;
  image: EditedImage;
  alt: string;
  edits: BoxEdits;
  onChange: (edits: BoxEdits) => void;
}) => {
  const { t, i18n } = useTranslation();
  const [drawClass, setDrawClass] = useState<DetectionClass>('adult');
  const [drag, setDrag] = useState<{ start: Point; end: Point } | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const classLabelId = useId();
  const strokeWidth = Math.max(2, image.width / 300);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });

  const toImage = (event: PointerEvent): Point => {
    const frame = svg.current?.getBoundingClientRect();
    if (!frame || frame.width === 0 || frame.height === 0) return { x: 0, y: 0 };
    return {
      x: ((event.clientX - frame.left) * image.width) / frame.width,
      y: ((event.clientY - frame.top) * image.height) / frame.height,
    };
  };
  const finishDrag = () => {
    const drawn = drag && boxFromDrag(drag.start, drag.end, image, drawClass);
    setDrag(null);
    if (drawn) onChange({ ...edits, added: [...edits.added, drawn] });
  };
  const dragged = drag && boxFromDrag(drag.start, drag.end, image, drawClass);

  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        <Text size="sm" id={classLabelId}>
          {t('count-reviews.boxes.class')}
        </Text>
        <SegmentedControl
          size="xs"
          aria-labelledby={classLabelId}
          value={drawClass}
          onChange={(value) => setDrawClass(value as DetectionClass)}
          data={DETECTION_CLASSES.map((value) => ({ value, label: t(`capture-images.classes.${value}`) }))}
        />
      </Group>
      <Box pos="relative">
        <CapturePhoto sensorId={sensorId} image={image} alt={alt} showBoxes={false} />
        {/* Pointer drawing; the list below offers every change to the keyboard and screen readers. */}
        <svg
          ref={svg}
          viewBox={`0 0 ${image.width} ${image.height}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          data-testid="box-editor"
          style={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            cursor: 'crosshair',
            touchAction: 'none',
          }}
          onPointerDown={(event) => {
            event.currentTarget.setPointerCapture(event.pointerId);
            const point = toImage(event);
            setDrag({ start: point, end: point });
          }}
          onPointerMove={(event) => drag && setDrag({ ...drag, end: toImage(event) })}
          onPointerUp={finishDrag}
          onPointerCancel={() => setDrag(null)}
        >
          {image.detections.map((box, index) => {
            const removed = edits.removed.includes(index);
            return (
              <Rect
                key={`model-${index}`}
                box={box}
                stroke={removed ? '#868e96' : BOX_COLOURS[box.class]}
                dashed={removed}
                faded={removed}
                strokeWidth={strokeWidth}
                onSelect={() => onChange(toggleRemovedBox(edits, index))}
              />
            );
          })}
          {edits.added.map((box, index) => (
            <Rect
              key={`drawn-${index}`}
              box={box}
              stroke={BOX_COLOURS[box.class]}
              dashed
              strokeWidth={strokeWidth}
              onSelect={() => onChange(dropDrawnBox(edits, index))}
            />
          ))}
          {dragged && <Rect box={dragged} stroke={BOX_COLOURS[drawClass]} dashed strokeWidth={strokeWidth} />}
        </svg>
      </Box>
      <Text size="xs" c="dimmed">
        {t('count-reviews.boxes.hint')}
      </Text>
      <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {image.detections.map((box, index) => (
          <li key={`model-${index}`}>
            <Checkbox
              size="xs"
              checked={edits.removed.includes(index)}
              onChange={() => onChange(toggleRemovedBox(edits, index))}
              label={t('count-reviews.boxes.remove-model-box', {
                index: index + 1,
                class: t(`capture-images.classes.${box.class}`),
                confidence: percent.format(box.confidence),
              })}
            />
          </li>
        ))}
        {edits.added.map((box, index) => (
          <li key={`drawn-${index}`}>
            <Group gap={4}>
              <Text size="xs">
                {t('count-reviews.boxes.drawn-box', {
                  index: index + 1,
                  class: t(`capture-images.classes.${box.class}`),
                })}
              </Text>
              <ActionIcon
                size="sm"
                variant="subtle"
                color="gray"
                aria-label={t('count-reviews.boxes.drop-drawn-box', { index: index + 1 })}
                onClick={() => onChange(dropDrawnBox(edits, index))}
              >
                <IconX size={14} aria-hidden="true" />
              </ActionIcon>
            </Group>
          </li>
        ))}
      </Stack>
    </Stack>
  );
};
