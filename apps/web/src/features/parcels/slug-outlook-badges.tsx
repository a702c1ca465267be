import type { SlugOutlook } from '@console/domain/weather/slug-outlook.schema';
import { formatLocalDay } from '@console/domain/time/date-format';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RISK_LEVEL_COLORS } from '../../ui/risk-level-colors';
import { weekdayOf } from './weekday';

type SlugOutlookBadgesProps = {
  outlook: SlugOutlook | null;
  /** A list's cell: the short weekday only, the full date and level said to screen readers and on hover. */
  isCompact?: boolean;
};

/** The next nights' slug risk (decision 118): a dated badge a night, the level in words so it reads without colour. */
export const SlugOutlookBadges = ({ outlook, isCompact = false }: SlugOutlookBadgesProps) => {
  const { t, i18n } = useTranslation();
  if (!outlook) {
    return (
      <Text size="sm" c="dimmed">
        {t('parcel.outlook.none')}
      </Text>
    );
  }
  return (
    <Group gap={4} wrap={isCompact ? 'nowrap' : 'wrap'} role="list" aria-label={t('parcel.outlook.label')}>
      {outlook.nights.map(({ night, level }) => {
        const levelName = t(`risk-levels.${level}`);
        const description = t('parcel.outlook.night', {
          night: `${weekdayOf(night, i18n.language)} ${formatLocalDay(night)}`,
          level: levelName,
        });
        return (
          <Badge
            key={night}
            role="listitem"
            color={RISK_LEVEL_COLORS[level]}
            variant={level === 'high' ? 'filled' : 'light'}
            size={isCompact ? 'sm' : 'lg'}
            tt="none"
            // A cell narrower than the three badges overflows rather than cutting a level's name.
            style={{ flexShrink: 0 }}
            title={description}
            aria-label={description}
          >
            {isCompact
              ? `${weekdayOf(night, i18n.language, 'short')} ${levelName}`
              : `${weekdayOf(night, i18n.language)} ${formatLocalDay(night).slice(0, 5)} · ${levelName}`}
          </Badge>
        );
      })}
    </Group>
  );
};
