import type { RedeployableSensor } from '@console/domain/rent-contract/rent-contract.schema';
import { formatLocalDay } from '@console/domain/time/date-format';
import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '../../ui/section-card';
import { contractPath } from './contract-paths';

/**
 * The lessor's rented sensors whose lessee no longer needs them (decision 137): collected early, they serve another
 * farm's sowings. Nothing shows while there are none.
 */
export const RedeployableSensors = ({ items }: { items: RedeployableSensor[] }) => {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  const title = t('rent-contracts.redeployable.title', { count: items.length });
  return (
    <SectionCard title={title}>
      <Text size="sm" c="dimmed" mb="sm">
        {t('rent-contracts.redeployable.help')}
      </Text>
      <Table.ScrollContainer minWidth={480} type="native" tabIndex={0} role="region" aria-label={title}>
        <Table aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('rent-contracts.fields.serialNumber')}</Table.Th>
              <Table.Th>{t('rent-contracts.fields.lessee')}</Table.Th>
              <Table.Th>{t('rent-contracts.fields.number')}</Table.Th>
              <Table.Th>{t('rent-contracts.fields.plannedReturnOn')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.sensor.id}>
                <Table.Td>{item.sensor.serialNumber}</Table.Td>
                <Table.Td>{item.contract.lessee.name}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={contractPath(item.contract)}>
                    {item.contract.number}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatLocalDay(item.plannedReturnOn)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
};
