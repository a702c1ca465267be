import { can } from '@console/domain/access/permissions';
import type { Profile } from '@console/domain/profile/profile.schema';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * How to delete one's account (spec point 2): shown to every account type but providers. Users
 * who can edit "my users" are sent to the support contact (the deployment's support link, decision 059);
 * the others ask an administrator of their account.
 */
export const AccountDeletionBox = ({ profile, supportLink }: { profile: Profile; supportLink: string }) => {
  const { t } = useTranslation();
  if (profile.accountType === 'provider') return null;
  return (
    <Alert
      variant="light"
      color="gray"
      radius="lg"
      title={t('profile.deletion.title')}
      icon={<IconTrash aria-hidden="true" />}
    >
      {can(profile, 'edit:myUsers') ? (
        <Text size="sm">
          {t('profile.deletion.support-text')}{' '}
          <Anchor href={supportLink} target="_blank" rel="noopener noreferrer" size="sm">
            {t('profile.deletion.support-link')}
          </Anchor>
        </Text>
      ) : (
        <Text size="sm">{t('profile.deletion.admin-text')}</Text>
      )}
    </Alert>
  );
};
