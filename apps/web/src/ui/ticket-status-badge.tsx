import type { TicketStatus } from '@console/domain/support/ticket.schema';
import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Whose turn it is, at a glance: blue for the desk's, orange for the customer's, grey once done. */
const STATUS_COLORS: Record<TicketStatus, MantineColor> = {
  open: 'blue',
  waiting_for_support: 'blue',
  waiting_for_customer: 'orange',
  solved: 'teal',
  closed: 'gray',
};

/** A support ticket's status, in the tickets list, a ticket's page and the support panel. */
export const TicketStatusBadge = ({ status, ...props }: { status: TicketStatus } & BadgeProps) => {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" {...props}>
      {t(`support.statuses.${status}`)}
    </Badge>
  );
};
