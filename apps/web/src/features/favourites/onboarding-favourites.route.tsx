import { profileEndpoints } from '@console/domain/profile/profile.endpoints';
import { Button, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Form, redirect, useNavigation } from 'react-router';
import { api } from '../../api/api';
import { paths } from '../../paths';

/** Done (or skipped) once: the gate stops sending the user here, and they go to their start page. */
export const action = async () => {
  await api.call(profileEndpoints.completeFavouriteOnboarding);
  return redirect(paths.home());
};

/**
 * /onboarding/favourites: the gate's second step for staff and providers. It says what favourites are for; making
 * them comes with the favourites screens, so for now the user carries on to the console.
 */
export const Component = () => {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} my={{ base: 0, sm: 'xl' }} mx="auto" maw={640}>
      <Stack gap="md">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
          <IconStar />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {t('onboarding.favourites.title')}
        </Title>
        <Text>{t('onboarding.favourites.intro')}</Text>
        <List spacing="xs">
          <List.Item>{t('onboarding.favourites.point-accounts')}</List.Item>
          <List.Item>{t('onboarding.favourites.point-lists')}</List.Item>
        </List>
        <Text c="dimmed" size="sm">
          {t('onboarding.favourites.later')}
        </Text>
        <Form method="post">
          <Button type="submit" loading={navigation.state !== 'idle'}>
            {t('onboarding.favourites.continue')}
          </Button>
        </Form>
      </Stack>
    </Paper>
  );
};
