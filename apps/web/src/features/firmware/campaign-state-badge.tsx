import type { CampaignState } from '@console/domain/firmware/campaign.schema';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<CampaignState, string> = {
  draft: 'gray',
  running: 'blue',
  paused: 'orange',
  finished: 'lime',
  aborted: 'red',
};

export const CampaignStateBadge = ({ state }: { state: CampaignState }) => {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[state]} variant="light">
      {t(`firmware.campaign.states.${state}`)}
    </Badge>
  );
};
