import { outboxEndpoints } from '@console/domain/mail/outbox.endpoints';
import { Accordion, Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconMailOff } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { useProfile } from '../../session/use-profile';
import { formatDateTime } from '@console/domain/time/date-format';
import { ListEmptyState } from '../../ui/list-empty-state';
import { PagePagination } from '../../ui/page-pagination';

export const loader = async ({ request }: LoaderFunctionArgs) => {
  const start = Math.max(0, Number(new URL(request.url).searchParams.get('start')) || 0);
  return { page: await api.call(outboxEndpoints.list, { query: { start }, signal: request.signal }), start };
};

/** A message's text with its links clickable, as a mail client shows them. */
const MailText = ({ text }: { text: string }) => (
  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
    {text.split(/(https?:\/\/\S+)/).map((part, index) =>
      index % 2 === 1 ? (
        <Anchor key={index} href={part}>
          {part}
        </Anchor>
      ) : (
        <Fragment key={index}>{part}</Fragment>
      ),
    )}
  </Text>
);

/**
 * /settings/outbox: without an SMTP server the console writes its e-mails to a folder; staff read them here, and
 * can follow their links (a demo's invitations and password resets).
 */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { page, start } = useLoaderData<typeof loader>();
  const [, setSearchParams] = useSearchParams();

  return (
    <Stack gap="md" p={{ base: 'md', sm: 'xl' }} maw={1100}>
      <Group justify="space-between" align="baseline">
        <Title order={1}>{t('pages.settings-outbox')}</Title>
        <Text c="dimmed" size="sm">
          {t('outbox.total', { count: page.total })}
        </Text>
      </Group>
      {page.delivery === 'smtp' ? (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden="true" />}>
          {t('outbox.smtp')}
        </Alert>
      ) : (
        <Text c="dimmed">{t('outbox.description')}</Text>
      )}
      {page.items.length === 0 ? (
        <ListEmptyState
          icon={<IconMailOff size={28} aria-hidden="true" />}
          title={t('outbox.empty-title')}
          description={t('outbox.empty-description')}
        />
      ) : (
        <Accordion variant="separated" radius="md">
          {page.items.map((mail) => (
            <Accordion.Item key={mail.id} value={mail.id}>
              <Accordion.Control>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={0}>
                    <Text fw={600}>{mail.subject}</Text>
                    <Text size="sm" c="dimmed">
                      {t('outbox.to', { to: mail.to })}
                    </Text>
                  </Stack>
                  <Text size="sm" c="dimmed">
                    {formatDateTime(mail.sentAt, profile.zoneId)}
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <MailText text={mail.text} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      <PagePagination total={page.total} start={start} onStart={(next) => setSearchParams({ start: String(next) })} />
    </Stack>
  );
};
