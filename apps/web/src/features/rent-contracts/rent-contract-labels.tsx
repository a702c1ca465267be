import type { RentContractStatus } from '@console/domain/rent-contract/rent-contract-status';
import type { RentContractLine } from '@console/domain/rent-contract/rent-contract.schema';
import { formatLocalDay } from '@console/domain/time/date-format';
import { Badge, Group, Text } from '@mantine/core';
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

/**
 * A rented sensor in the field (decision 137): when it was installed, a warning when it stays silent after the
 * handover, and when it may come back to the lessor.
 */
export const LineFieldState = ({ line }: { line: RentContractLine }) => {
  const { t } = useTranslation();
  if (line.returnedOn || line.convertedOn) return <Text size="sm">—</Text>;
  return (
    <Group gap={6}>
      {line.installedOn && (
        <Text size="sm">{t('rent-contracts.line-states.installed', { date: formatLocalDay(line.installedOn) })}</Text>
      )}
      {line.isNotInstalled && (
        <Badge variant="light" color="orange" size="sm">
          {t('rent-contracts.line-states.not-installed')}
        </Badge>
      )}
      {line.isReadyForReturn && (
        <Badge variant="light" color="teal" size="sm">
          {t('rent-contracts.line-states.ready')}
        </Badge>
      )}
      {!line.installedOn && !line.isNotInstalled && <Text size="sm">—</Text>}
    </Group>
  );
};
