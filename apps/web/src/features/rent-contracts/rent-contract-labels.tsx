import type { RentContractStatus } from '@console/domain/rent-contract/rent-contract-status';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATUS_COLOURS: Record<RentContractStatus, string> = {
  draft: 'gray',
  pending_validation: 'blue',
  declined: 'red',
  validated: 'teal',
  active: 'green',
  ending: 'orange',
  late: 'red',
  closed: 'gray',
  cancelled: 'gray',
};

/** The status in words, coloured by who has to act. */
export const RentContractStatusBadge = ({ status }: { status: RentContractStatus }) => {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLOURS[status]} size="sm">
      {t(`rent-contracts.statuses.${status}`)}
    </Badge>
  );
};
