import { Box, EmptyState } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The sensor's tickets tab: support tickets do not exist yet, so it says where they will appear. */
export const Component = () => {
  const { t } = useTranslation();
  return (
    <Box p={{ base: 'md', sm: 'xl' }} py="xl">
      <EmptyState
        icon={<IconTicket size={28} aria-hidden="true" />}
        title={t('sensors.tickets.empty-title')}
        description={t('sensors.tickets.empty-description')}
      />
    </Box>
  );
};
