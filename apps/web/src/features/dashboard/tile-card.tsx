import { partLabelKey, type Tile, type TileEntry } from '@console/domain/dashboard/dashboard.schema';
import { Anchor, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { ExportMenu } from '../../ui/export-menu';
import { formatNumber } from '../../ui/number-format';
import { SectionCard } from '../../ui/section-card';
import { EXPORTS, queryOf, screenOf } from './tile-links';
import { TileNightsChart } from './tile-nights-chart';
import { DELAY_TILES, delayUnit, PARCEL_RANKINGS, TILES_SAYING_NONE } from './tile-parts';

/** A figure in its unit (a delay in minutes, hours or days, a count otherwise). */
const useFigureText = (tileKey: string) => {
  const { t } = useTranslation();
  const isDelay = DELAY_TILES.includes(tileKey);
  return (value: number) => {
    if (!isDelay) return formatNumber(value, 0);
    const delay = delayUnit(value);
    return t(delay.key, { value: formatNumber(delay.value, delay.digits) });
  };
};

/** What a figure is a share of, and the share. */
const ShareOf = ({ entry }: { entry: TileEntry }) => {
  const { t } = useTranslation();
  if (entry.of === undefined) return null;
  const rate = entry.of > 0 ? formatNumber((100 * entry.value) / entry.of, 0) : '–';
  return (
    <Text size="sm" c="dimmed">
      {t('dashboard.of', { of: formatNumber(entry.of, 0), rate })}
    </Text>
  );
};

type FigureProps = { entry: TileEntry; label: string; size: 'xl' | 'sm'; tileKey: string };

/** A figure that opens the list it counts, filtered the same way. */
const FigureLink = ({ entry, label, size, tileKey }: FigureProps) => {
  const text = useFigureText(tileKey)(entry.value);
  const screen = entry.link && screenOf(entry.link);
  if (!screen)
    return (
      <Text size={size} fw={size === 'xl' ? 700 : 600}>
        {text}
      </Text>
    );
  return (
    <Anchor component={Link} to={screen} size={size} fw={size === 'xl' ? 700 : 600} aria-label={`${label}: ${text}`}>
      {text}
    </Anchor>
  );
};

/** A parcel of a ranking: its name opens it, its figure follows. */
const RankedParcel = ({ part }: { part: TileEntry }) => (
  <Group justify="space-between" gap="sm" wrap="nowrap">
    <Anchor component={Link} to={paths.parcel(part.key)} size="sm" truncate>
      {part.label}
    </Anchor>
    <Text size="sm" fw={600}>
      {formatNumber(part.value, 0)}
    </Text>
  </Group>
);

/** A part of a figure (or, named by the API, a group of it), with its share of the whole. */
const Part = ({ tile, part, title }: { tile: Tile; part: TileEntry; title: string }) => {
  const { t } = useTranslation();
  const label = part.label ?? t(partLabelKey(tile.key, part.key));
  const whole = part.of ?? tile.of ?? tile.value;
  return (
    <>
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm">{label}</Text>
        <Group gap={6} wrap="nowrap">
          <FigureLink entry={part} label={`${title} – ${label}`} size="sm" tileKey={tile.key} />
          <ShareOf entry={part} />
        </Group>
      </Group>
      {!DELAY_TILES.includes(tile.key) && (
        <Progress value={whole > 0 ? (100 * part.value) / whole : 0} size="xs" aria-hidden="true" />
      )}
    </>
  );
};

/**
 * One tile: its figure (and what it is a share of), its parts each with its share or, for a ranking, the parcels it
 * names, and its nights as a chart. Every figure that counts a list opens it, and its rows export as the list's own
 * export under the same filters.
 */
export const TileCard = ({ tile }: { tile: Tile }) => {
  const { t } = useTranslation();
  const title = t(`dashboard.tiles.${tile.key}.title`);
  const exportOf = tile.link ? EXPORTS[tile.link.path as keyof typeof EXPORTS] : undefined;
  const parts = tile.series ?? [];
  const isRanking = PARCEL_RANKINGS.includes(tile.key);
  return (
    <SectionCard
      title={title}
      action={
        tile.link &&
        exportOf && <ExportMenu endpoint={exportOf} query={queryOf(tile.link)} disabled={tile.value === 0} />
      }
    >
      <Stack gap="sm">
        <Group gap="xs" align="baseline">
          <FigureLink entry={tile} label={title} size="xl" tileKey={tile.key} />
          <ShareOf entry={tile} />
        </Group>
        <Text size="sm" c="dimmed">
          {t(`dashboard.tiles.${tile.key}.help`)}
        </Text>
        {parts.length > 0 && (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {parts.map((part) => (
              <li key={part.key}>
                {isRanking ? <RankedParcel part={part} /> : <Part tile={tile} part={part} title={title} />}
              </li>
            ))}
          </Stack>
        )}
        {TILES_SAYING_NONE.includes(tile.key) && parts.length === 0 && (
          <Text size="sm" c="dimmed">
            {t(`dashboard.tiles.${tile.key}.none`)}
          </Text>
        )}
        {tile.nights && tile.nights.length > 0 && <TileNightsChart tile={tile} />}
      </Stack>
    </SectionCard>
  );
};
