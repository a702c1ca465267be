import type { Profile } from '@console/domain/profile/profile.schema';
import { Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRoleLabel } from '../../ui/use-role-label';

/** Who the profile belongs to: name, role, account. */
export const ProfileHeaderCard = ({ profile }: { profile: Profile }) => {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const initials = `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase();
  return (
    <Paper withBorder radius="lg" p="lg">
      <Group gap="lg" wrap="nowrap" align="center">
        <Avatar size={64} radius="xl" color="lime" aria-hidden="true">
          {initials}
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={2} fz="h3" style={{ overflowWrap: 'anywhere' }}>
            {profile.firstName} {profile.lastName}
          </Title>
          <Group gap="xs">
            <Badge variant="light" aria-label={t('profile.role')}>
              {roleLabel(profile.role)}
            </Badge>
            <Text size="sm" c="dimmed">
              {t(`account-types.${profile.accountType}`)}
            </Text>
          </Group>
          {profile.accountName && (
            <Text size="sm" c="dimmed">
              {t('profile.account')}: {profile.accountName}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
};
