import { partLabelKey, type Tile, type TileEntry } from '@console/domain/dashboard/dashboard.schema';
import { Anchor, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportMenu } from '../../ui/export-menu';
import { formatNumber } from '../../ui/number-format';
import { SectionCard } from '../../ui/section-card';
import { EXPORTS, queryOf, screenOf } from './tile-links';

/** A figure that opens the list it counts, filtered the same way. */
const FigureLink = ({ entry, label, size }: { entry: TileEntry; label: string; size: 'xl' | 'sm' }) => {
  const text = formatNumber(entry.value, 0);
  if (!entry.link) return <Text size={size}>{text}</Text>;
  return (
    <Anchor
      component={Link}
      to={screenOf(entry.link)}
      size={size}
      fw={size === 'xl' ? 700 : 600}
      aria-label={`${label}: ${text}`}
    >
      {text}
    </Anchor>
  );
};

/**
 * One tile: its figure and, when it has parts, each part with its share, every figure a link to its list. Its rows
 * export as the list's own export under the same filters.
 */
export const TileCard = ({ tile }: { tile: Tile }) => {
  const { t } = useTranslation();
  const title = t(`dashboard.tiles.${tile.key}.title`);
  const exportOf = tile.link ? EXPORTS[tile.link.path as keyof typeof EXPORTS] : undefined;
  const parts = tile.series ?? [];
  return (
    <SectionCard
      title={title}
      action={
        tile.link &&
        exportOf && <ExportMenu endpoint={exportOf} query={queryOf(tile.link)} disabled={tile.value === 0} />
      }
    >
      <Stack gap="sm">
        <FigureLink entry={tile} label={title} size="xl" />
        <Text size="sm" c="dimmed">
          {t(`dashboard.tiles.${tile.key}.help`)}
        </Text>
        {parts.length > 0 && (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {parts.map((part) => {
              const label = t(partLabelKey(tile.key, part.key));
              return (
                <li key={part.key}>
                  <Group justify="space-between" gap="sm" wrap="nowrap">
                    <Text size="sm">{label}</Text>
                    <FigureLink entry={part} label={`${title} – ${label}`} size="sm" />
                  </Group>
                  <Progress value={tile.value > 0 ? (100 * part.value) / tile.value : 0} size="xs" aria-hidden="true" />
                </li>
              );
            })}
          </Stack>
        )}
        {tile.key === 'issues-opened' && parts.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('dashboard.tiles.issues-opened.none')}
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
};
