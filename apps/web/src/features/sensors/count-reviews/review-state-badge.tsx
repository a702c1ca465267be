import type { ReviewState } from '@console/domain/sensor/count-review.schema';
import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Orange: a person changed the model's count; teal: confirmed it; yellow: a farmer's proposal waits. */
const COLOURS = { corrected: 'orange', confirmed: 'teal', proposed: 'yellow' } as const;

/** Where a photo's count check stands, in words and colour; a span, as it sits in buttons too. */
export const ReviewStateBadge = ({ state, ...props }: { state: ReviewState | 'proposed' } & BadgeProps) => {
  const { t } = useTranslation();
  return (
    <Badge component="span" color={COLOURS[state]} variant="light" {...props}>
      {t(`count-reviews.states.${state}`)}
    </Badge>
  );
};
