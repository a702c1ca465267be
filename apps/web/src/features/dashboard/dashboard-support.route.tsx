import { Stack } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListEmptyState } from '../../ui/list-empty-state';
import { SectionCard } from '../../ui/section-card';

/**
 * /dashboard/support: its figures are the support tickets', which the console does not take yet; until then the tab
 * says what will fill it.
 */
export const Component = () => {
  const { t } = useTranslation();
  return (
    <Stack gap="md" p={{ base: 'md', sm: 'xl' }}>
      <SectionCard title={t('dashboard.support.title')}>
        <ListEmptyState
          icon={<IconLifebuoy size={32} aria-hidden="true" />}
          title={t('dashboard.support.empty-title')}
          description={t('dashboard.support.empty-description')}
        />
      </SectionCard>
    </Stack>
  );
};
