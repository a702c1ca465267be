import type { ReviewQueueItem } from '@console/domain/sensor/count-review.schema';
import { formatLocalDay } from '@console/domain/time/date-format';
import { format, parseISO, subDays } from 'date-fns';
import { Anchor, Checkbox, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../paths';
import { CapturePhoto } from '../../../ui/capture-photo';
import { ReviewStateBadge } from './review-state-badge';

/** The nights before a capture's that its data tab shows too, to compare with. */
const NIGHTS_BEFORE = 7;

/** Where a capture's night opens in its sensor's data tab, its photo large with its count's review. */
export const nightLink = ({ sensorId, night }: Pick<ReviewQueueItem, 'sensorId' | 'night'>) => {
  const from = format(subDays(parseISO(night), NIGHTS_BEFORE), 'yyyy-MM-dd');
  return `${paths.sensorData(sensorId)}?from=${from}&to=${night}&night=${night}`;
};

const captureKey = (item: Pick<ReviewQueueItem, 'captureId'>) => item.captureId;

/** The queue's page of photos: thumbnail, trap and night, the model's confidence and counts; rows to confirm. */
export const ReviewQueueTable = ({
  items,
  selected,
  onSelect,
  labelledBy,
}: {
  items: ReviewQueueItem[];
  selected: ReadonlySet<string>;
  onSelect: (next: Set<string>) => void;
  labelledBy: string;
}) => {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  const selectable = items.filter((item) => item.state === null && item.count !== null && !item.pendingProposal);
  const allSelected = selectable.length > 0 && selectable.every((item) => selected.has(captureKey(item)));
  const toggle = (item: ReviewQueueItem, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(captureKey(item));
    else next.delete(captureKey(item));
    onSelect(next);
  };
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table aria-labelledby={labelledBy} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('count-reviews.queue.select-all')}
                checked={allSelected}
                disabled={selectable.length === 0}
                onChange={(event) => onSelect(new Set(event.currentTarget.checked ? selectable.map(captureKey) : []))}
              />
            </Table.Th>
            <Table.Th>{t('count-reviews.queue.photo')}</Table.Th>
            <Table.Th>{t('count-reviews.queue.trap')}</Table.Th>
            <Table.Th>{t('count-reviews.queue.night')}</Table.Th>
            <Table.Th ta="right">{t('count-reviews.queue.confidence')}</Table.Th>
            <Table.Th ta="right">{t('count-reviews.queue.count')}</Table.Th>
            <Table.Th>{t('count-reviews.queue.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const night = formatLocalDay(item.night);
            return (
              <Table.Tr key={item.captureId}>
                <Table.Td>
                  <Checkbox
                    aria-label={t('count-reviews.queue.select', { trap: item.serialNumber, night })}
                    checked={selected.has(captureKey(item))}
                    disabled={!selectable.includes(item)}
                    onChange={(event) => toggle(item, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td w={96}>
                  <CapturePhoto
                    sensorId={item.sensorId}
                    image={{ id: item.imageId, width: item.width, height: item.height, full: true, detections: [] }}
                    size="thumbnail"
                    showBoxes={false}
                    alt=""
                  />
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={nightLink(item)} fw={600}>
                    {item.serialNumber}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {[item.accountName, item.parcelLabel].filter(Boolean).join(' · ')}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {night}
                  {item.modelVersion && (
                    <Text size="xs" c="dimmed">
                      {item.modelVersion}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{item.confidence === null ? '—' : percent.format(item.confidence)}</Table.Td>
                <Table.Td ta="right">
                  {item.count ?? '—'}
                  {item.modelCount !== null && item.modelCount !== item.count && (
                    <Text size="xs" c="dimmed">
                      {t('count-reviews.model-count', { count: item.modelCount })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {item.state && <ReviewStateBadge state={item.state} />}
                    {item.pendingProposal && <ReviewStateBadge state="proposed" />}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
