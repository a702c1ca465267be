import { sharingEndpoints } from '@console/domain/parcel/sharing.endpoints';
import { Anchor, Badge, Button, Group, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import { IconMailOff, IconShareOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { readPayload } from '../../ui/action-payload';
import { ListEmptyState } from '../../ui/list-empty-state';

export const loader = async ({ request }: LoaderFunctionArgs) => ({
  emails: await api.call(sharingEndpoints.listEmails, { signal: request.signal }),
});

/** Stops sharing every parcel with one address; the list reloads afterwards. */
export const action = async ({ request }: ActionFunctionArgs) => {
  // The address is the call's path parameter: the payload is checked as the API checks it.
  const { email } = await readPayload(request, sharingEndpoints.stopSharingWithEmail.params);
  await api.call(sharingEndpoints.stopSharingWithEmail, { params: { email }, signal: request.signal });
  return { ok: true };
};

/** /parcels-sharing/emails: each address, the parcels it sees, whether its person has signed up. */
export const Component = () => {
  const { t } = useTranslation();
  const { emails } = useLoaderData<typeof loader>();
  const fetcher = useFetcher();
  const [stopping, setStopping] = useState<string | null>(null);

  if (emails.length === 0) {
    return (
      <ListEmptyState
        icon={<IconMailOff size={28} aria-hidden="true" />}
        title={t('sharing.emails.empty-title')}
        description={t('sharing.emails.empty-description')}
      />
    );
  }
  return (
    <Stack px={{ base: 'md', sm: 'xl' }} py="lg">
      <Paper withBorder radius="lg" style={{ overflowX: 'auto' }}>
        <Table verticalSpacing="sm" aria-label={t('sharing.tabs.emails')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('sharing.emails.email')}</Table.Th>
              <Table.Th>{t('sharing.emails.parcels')}</Table.Th>
              <Table.Th>{t('sharing.emails.status')}</Table.Th>
              <Table.Th aria-label={t('sharing.emails.actions')} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {emails.map((entry) => (
              <Table.Tr key={entry.email}>
                <Table.Td>{entry.email}</Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    {entry.parcels.map((parcel) => (
                      <Anchor key={parcel.id} component={Link} to={paths.parcel(parcel.id)} size="sm">
                        {parcel.label}
                      </Anchor>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={entry.hasAccount ? 'green' : 'gray'}>
                    {t(entry.hasAccount ? 'sharing.emails.has-account' : 'sharing.emails.invited')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    leftSection={<IconShareOff size={14} aria-hidden="true" />}
                    onClick={() => setStopping(entry.email)}
                    aria-label={t('sharing.emails.stop-label', { email: entry.email })}
                  >
                    {t('sharing.emails.stop')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Modal
        opened={stopping !== null}
        onClose={() => setStopping(null)}
        title={t('sharing.emails.stop-title', { email: stopping ?? '' })}
        centered
      >
        <Text mb="lg">{t('sharing.emails.stop-confirm')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setStopping(null)} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            onClick={() => {
              void fetcher.submit({ email: stopping ?? '' }, { method: 'post', encType: 'application/json' });
              setStopping(null);
            }}
          >
            {t('sharing.emails.stop')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
};
