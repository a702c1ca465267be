import { favouriteEndpoints } from '@console/domain/favourite/favourite.endpoints';
import type { Territory } from '@console/domain/favourite/favourite.schema';
import { Badge, Group, Loader, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { useDebouncedCall } from './use-debounced-call';

const fetchCoverage = (territory: Territory, signal: AbortSignal) =>
  api.call(favouriteEndpoints.coverage, { body: territory, signal });

/**
 * The live "N parcels · M sensors" of a territory being edited, asked again once the input pauses; a null territory
 * (an incomplete input) says what is missing instead. Screen readers hear each new count.
 */
export const CoverageCount = ({ territory }: { territory: Territory | null }) => {
  const { t } = useTranslation();
  const { value: coverage, isPending, hasFailed } = useDebouncedCall(territory, fetchCoverage);

  const text = (() => {
    if (!territory) return t('favourites.coverage.incomplete');
    if (hasFailed && !isPending) return t('favourites.coverage.failed');
    if (!coverage) return t('favourites.coverage.loading');
    const parcels = t('favourites.coverage.parcels', { count: coverage.parcels });
    return `${parcels} · ${t('favourites.coverage.sensors', { count: coverage.sensors })}`;
  })();
  const reachesNothing = territory && coverage && !isPending && coverage.parcels === 0 && coverage.sensors === 0;

  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" role="status" aria-live="polite" aria-atomic="true">
      <IconMapPin size={18} aria-hidden="true" style={{ flex: 'none', marginTop: 2 }} />
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600} c={territory && !isPending ? undefined : 'dimmed'}>
          <Text span size="sm" c="dimmed" fw={400}>
            {t('favourites.coverage.label')}{' '}
          </Text>
          {text}
        </Text>
        {territory && isPending && <Loader size={14} aria-hidden="true" />}
        {reachesNothing && (
          <Badge color="orange" variant="light" size="sm">
            {t('favourites.coverage.nothing')}
          </Badge>
        )}
      </Group>
    </Group>
  );
};
