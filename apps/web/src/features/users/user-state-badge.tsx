import type { UserState } from '@console/domain/profile/profile.schema';
import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A user's state with the spec's labels ('send' for an invitation sent, 'active'), translated. */
export const UserStateBadge = ({ state, ...props }: { state: UserState } & BadgeProps) => {
  const { t } = useTranslation();
  return (
    <Badge color={state === 'activated' ? 'green' : 'orange'} variant="light" {...props}>
      {t(`users.states.${state}`)}
    </Badge>
  );
};
