import { Box, EmptyState, Stack, Title } from '@mantine/core';
import { IconPlant2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A screen of the route table that is not built yet: its title and a short note, never a blank page. */
export const ComingSoonPage = ({ titleKey }: { titleKey: string }) => {
  const { t } = useTranslation();
  return (
    <Stack gap="xl" p={{ base: 'md', sm: 'xl' }}>
      <Title order={1}>{t(titleKey)}</Title>
      <Box py="xl">
        <EmptyState
          icon={<IconPlant2 size={28} aria-hidden="true" />}
          title={t('coming-soon.title')}
          description={t('coming-soon.description')}
        />
      </Box>
    </Stack>
  );
};
