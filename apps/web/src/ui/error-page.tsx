import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type ErrorPageProps = {
  /** HTTP status of the failure; undefined for a technical error (a bug, a failed chunk). */
  status?: number;
  /** Shown under the description, e.g. the transaction id to quote to support. */
  details?: string;
  /** A support request about the failure, pre-filled: offered beside the way back home. */
  supportRequest?: string;
};

const textsOf = (status: number | undefined) => {
  if (status === 404)
    return { title: 'errors.not-found.title', description: 'errors.not-found.description', Icon: IconMapSearch };
  if (status === 403)
    return { title: 'errors.forbidden.title', description: 'errors.forbidden.description', Icon: IconLock };
  if (status === undefined) {
    return {
      title: 'errors.technical-page.title',
      description: 'errors.technical-page.description',
      Icon: IconAlertTriangle,
    };
  }
  return { title: 'errors.status.title', description: 'errors.status.description', Icon: IconAlertTriangle };
};

/** The generic error page of spec point 2: title, description, a way back home, and support when it can help. */
export const ErrorPage = ({ status, details, supportRequest }: ErrorPageProps) => {
  const { t } = useTranslation();
  const { title, description, Icon } = textsOf(status);
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="lg" ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden="true">
          <Icon size={40} />
        </ThemeIcon>
        <Title order={1}>{t(title, { status })}</Title>
        <Text c="dimmed" size="lg">
          {t(description)}
        </Text>
        {details && (
          <Text c="dimmed" size="sm" ff="monospace">
            {details}
          </Text>
        )}
        <Group justify="center">
          <Button component={Link} to="/">
            {t('errors.back-home')}
          </Button>
          {supportRequest && (
            <Button component={Link} to={supportRequest} variant="default">
              {t('errors.support-request.link')}
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
};

export const NotFoundPage = () => <ErrorPage status={404} />;
