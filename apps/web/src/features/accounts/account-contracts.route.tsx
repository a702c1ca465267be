import { Stack } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListEmptyState } from '../../ui/list-empty-state';
import { useAccount } from './account-detail.route';

/** The contracts tab: rent contracts are not built yet, and the tab says so rather than showing an empty list. */
export const Component = () => {
  const { t } = useTranslation();
  const { type } = useAccount();
  return (
    <Stack p={{ base: 'md', sm: 'xl' }}>
      <ListEmptyState
        icon={<IconFileText size={28} aria-hidden="true" />}
        title={t('accounts.contracts.title')}
        description={t(`accounts.${type}.contracts-description`)}
      />
    </Stack>
  );
};
