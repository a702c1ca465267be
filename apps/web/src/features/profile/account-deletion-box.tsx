import { can } from '@console/domain/access/permissions';
import type { Profile } from '@console/domain/profile/profile.schema';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../paths';

/**
 * How to delete one's account (spec point 2): shown to every account type but providers. Users
 * who can edit "my users" are sent to a support request about it, pre-filled (decision 147);
 * the others ask an administrator of their account.
 */
export const AccountDeletionBox = ({ profile }: { profile: Profile }) => {
  const { t } = useTranslation();
  if (profile.accountType === 'provider') return null;
  const request = paths.supportTicketNew({
    category: 'account',
    subject: t('profile.deletion.ticket-subject'),
    message: t('profile.deletion.ticket-message', { account: profile.accountName ?? profile.email }),
  });
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
          <Anchor component={Link} to={request} size="sm">
            {t('profile.deletion.support-link')}
          </Anchor>
        </Text>
      ) : (
        <Text size="sm">{t('profile.deletion.admin-text')}</Text>
      )}
    </Alert>
  );
};
