import type { GlobalSettingKey, SettingState } from '@console/domain/settings/global-settings.schema';
import { formatDateTime } from '@console/domain/time/date-format';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../session/use-profile';

/** Whether a group follows its default, or who changed it last and when. */
export const SettingStatus = ({
  state,
}: {
  state: Pick<SettingState<GlobalSettingKey>, 'isDefault' | 'version' | 'changedAt' | 'changedBy'>;
}) => {
  const { t } = useTranslation();
  const { zoneId } = useProfile();
  if (state.isDefault)
    return (
      <Badge variant="light" color="gray">
        {t('global-settings.default')}
      </Badge>
    );
  return (
    <Text size="sm" c="dimmed">
      {t('global-settings.changed', {
        version: state.version,
        by: state.changedBy ?? t('global-settings.history.deleted-user'),
        at: state.changedAt ? formatDateTime(state.changedAt, zoneId) : '',
      })}
    </Text>
  );
};
