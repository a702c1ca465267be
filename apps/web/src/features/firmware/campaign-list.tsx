import type { Campaign } from '@console/domain/firmware/campaign.schema';
import { formatDateTime } from '@console/domain/time/date-format';
import { Anchor, Button, Table, Text } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { SectionCard } from '../../ui/section-card';
import { CampaignStateBadge } from './campaign-state-badge';

type CampaignListProps = { campaigns: Campaign[]; total: number; timeZone: string; canEdit: boolean };

/** The campaigns, newest first: their version, state, stage and how many sensors are updated or failed. */
export const CampaignList = ({ campaigns, total, timeZone, canEdit }: CampaignListProps) => {
  const { t } = useTranslation();
  return (
    <SectionCard
      title={t('firmware.campaign.list-title')}
      action={
        canEdit && (
          <Button
            component={Link}
            to={paths.settingsFirmwareCampaignNew()}
            variant="light"
            leftSection={<IconRocket size={16} aria-hidden="true" />}
          >
            {t('firmware.campaign.new')}
          </Button>
        )
      }
    >
      {campaigns.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('firmware.campaign.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640} type="native">
          <Table aria-label={t('firmware.campaign.list-title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('firmware.campaign.fields.name')}</Table.Th>
                <Table.Th>{t('firmware.campaign.fields.version')}</Table.Th>
                <Table.Th>{t('firmware.campaign.state')}</Table.Th>
                <Table.Th>{t('firmware.campaign.progress')}</Table.Th>
                <Table.Th>{t('firmware.campaign.created')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {campaigns.map((campaign) => (
                <Table.Tr key={campaign.id}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.settingsFirmwareCampaign(campaign.id)} size="sm">
                      {campaign.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{campaign.version}</Table.Td>
                  <Table.Td>
                    <CampaignStateBadge state={campaign.state} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {t('firmware.campaign.progress-summary', {
                        stage: campaign.currentStage,
                        healthy: campaign.sensors.healthy ?? 0,
                        failed: campaign.sensors.failed ?? 0,
                        total: Object.values(campaign.sensors).reduce((sum, count) => sum + count, 0),
                      })}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDateTime(campaign.createdAt, timeZone)}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {total > campaigns.length && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('firmware.campaign.more', { shown: campaigns.length, total })}
        </Text>
      )}
    </SectionCard>
  );
};
