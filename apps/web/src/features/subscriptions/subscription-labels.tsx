import type { Language } from '@console/domain/i18n/languages';
import type { SubscriptionStatus } from '@console/domain/subscription/subscription-status';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n';

const STATUS_COLOURS: Record<SubscriptionStatus, string> = {
  scheduled: 'blue',
  active: 'green',
  to_renew: 'orange',
  grace: 'red',
  expired: 'gray',
  cancelled: 'gray',
  renewed: 'teal',
};

/** The status in words, coloured by how soon it needs a hand. */
export const SubscriptionStatusBadge = ({ status }: { status: SubscriptionStatus }) => {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLOURS[status]} size="sm">
      {t(`subscriptions.statuses.${status}`)}
    </Badge>
  );
};

/** A plan's name in the reader's language. */
export const planLabel = (plan: { labels: Record<Language, string> }): string => plan.labels[currentLanguage()];
