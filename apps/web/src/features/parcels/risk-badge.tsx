import type { RiskLevel } from '@console/domain/risk/risk.schema';
import { formatLocalDay } from '@console/domain/time/date-format';
import { Badge, type BadgeProps, VisuallyHidden } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { RISK_LEVEL_COLORS } from '../../ui/risk-level-colors';

/** A parcel's risk in words: its level, or that it is withheld for want of a subscription (decision 132). */
export const riskName = (t: TFunction, level: RiskLevel, withheldSince: string | null = null) =>
  t(`risk-levels.${withheldSince ? 'withheld' : level}`);

type RiskBadgeProps = {
  level: RiskLevel;
  /** The day the parcel's risk was first withheld, while it is; the badge then asks to renew instead. */
  withheldSince?: string | null;
} & BadgeProps;

/** A parcel's slug risk: its colour and its name, so it reads without colour too. */
export const RiskBadge = ({ level, withheldSince = null, ...props }: RiskBadgeProps) => {
  const { t } = useTranslation();
  if (withheldSince) {
    const sentence = t('parcel.risk-withheld.badge', { date: formatLocalDay(withheldSince) });
    return (
      <Badge
        color="gray"
        variant="outline"
        leftSection={<IconLock size={12} aria-hidden="true" />}
        title={sentence}
        {...props}
      >
        {/* The short words for the eye; the whole sentence, with its date, for screen readers. */}
        <span aria-hidden="true">{riskName(t, level, withheldSince)}</span>
        <VisuallyHidden>{sentence}</VisuallyHidden>
      </Badge>
    );
  }
  return (
    <Badge color={RISK_LEVEL_COLORS[level]} variant={level === 'high' ? 'filled' : 'light'} {...props}>
      {riskName(t, level)}
    </Badge>
  );
};
