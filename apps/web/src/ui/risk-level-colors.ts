import type { RiskLevel } from '@console/domain/risk/risk.schema';
import type { MantineColor } from '@mantine/core';

/** Red for high, orange for medium, green for low; grey and yellow say the level is not known yet. */
export const RISK_LEVEL_COLORS: Record<RiskLevel, MantineColor> = {
  high: 'red',
  medium: 'orange',
  low: 'green',
  unmeasured: 'gray',
  missing_answer: 'yellow',
};

/** Worst first, then the levels that say the risk is not known: the order of legends and summaries. */
export const RISK_LEVELS_WORST_FIRST: readonly RiskLevel[] = ['high', 'medium', 'low', 'missing_answer', 'unmeasured'];
