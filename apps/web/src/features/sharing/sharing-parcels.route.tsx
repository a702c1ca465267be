import { parcelEndpoints } from '@console/domain/parcel/parcel.endpoints';
import { sharingRequestSchema } from '@console/domain/parcel/parcel.schema';
import { sharingEndpoints } from '@console/domain/parcel/sharing.endpoints';
import { Anchor, Badge, Button, Checkbox, Group, Modal, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconMapOff, IconSearch, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useSearchParams, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { readPayload } from '../../ui/action-payload';
import { EmailsInput } from '../../ui/emails-input';
import { translateFieldError } from '../../ui/field-error';
import { ListEmptyState } from '../../ui/list-empty-state';
import { useFormAction, type FormActionResult, refusedSave } from '../../ui/use-form-action';

const SEARCH_DEBOUNCE_MS = 300;

/** The account's own parcels (not those shared with it), by name, first page: a search narrows a large farm. */
export const loader = async ({ request }: LoaderFunctionArgs) => {
  const search = new URL(request.url).searchParams.get('search') ?? '';
  const page = await api.call(parcelEndpoints.list, { query: { sort: 'label', search }, signal: request.signal });
  return { search, parcels: page.items.filter((parcel) => parcel.isEditable), total: page.total };
};

/** The sharing request: the chosen parcels with the typed addresses, all or none. */
export const action = async ({ request }: ActionFunctionArgs): Promise<FormActionResult> => {
  const body = await readPayload(request, sharingRequestSchema);
  try {
    await api.call(sharingEndpoints.shareByEmail, { body, signal: request.signal });
    return { ok: true };
  } catch (error) {
    return refusedSave(error, 'Sharing request');
  }
};

/** /parcels-sharing: pick parcels, share them with people by e-mail. */
export const Component = () => {
  const { t, i18n } = useTranslation();
  const { search, parcels } = useLoaderData<typeof loader>();
  const [, setSearchParams] = useSearchParams();
  const [selected, setSelected] = useState<string[]>([]);
  const [isSharing, setSharing] = useState(false);
  const [emails, setEmails] = useState<string[]>([]);
  const [emailError, setEmailError] = useState<string>();
  const { submit, issues, isSaving } = useFormAction(() => {
    notifications.show({ color: 'green', message: t('sharing.parcels.shared', { count: selected.length }) });
    setSharing(false);
    setSelected([]);
    setEmails([]);
  });
  const changeSearch = useDebouncedCallback(
    (value: string) => setSearchParams(value.trim() ? { search: value.trim() } : {}, { replace: true }),
    SEARCH_DEBOUNCE_MS,
  );
  const translate = (message: string) => translateFieldError(t, (key) => i18n.exists(key), { message });
  const serverIssue = issues?.find((issue) => issue.path[0] === 'emails');
  const toggle = (id: string) =>
    setSelected((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id]));

  return (
    <Stack px={{ base: 'md', sm: 'xl' }} py="lg" gap="md">
      <Group justify="space-between">
        <TextInput
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          placeholder={t('sharing.parcels.search')}
          aria-label={t('sharing.parcels.search')}
          defaultValue={search}
          onChange={(event) => changeSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
        <Button
          leftSection={<IconShare size={16} aria-hidden="true" />}
          disabled={selected.length === 0}
          onClick={() => setSharing(true)}
        >
          {t('sharing.parcels.share', { count: selected.length })}
        </Button>
      </Group>
      {parcels.length === 0 ? (
        <ListEmptyState
          icon={<IconMapOff size={28} aria-hidden="true" />}
          title={t('sharing.parcels.empty')}
          description={t('sharing.parcels.empty-description')}
        />
      ) : (
        <Paper withBorder radius="lg" style={{ overflowX: 'auto' }}>
          <Table verticalSpacing="sm" aria-label={t('sharing.tabs.parcels')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox
                    aria-label={t('sharing.parcels.select-all')}
                    checked={selected.length === parcels.length}
                    indeterminate={selected.length > 0 && selected.length < parcels.length}
                    onChange={() => setSelected(selected.length === parcels.length ? [] : parcels.map((p) => p.id))}
                  />
                </Table.Th>
                <Table.Th>{t('parcels.fields.label')}</Table.Th>
                <Table.Th>{t('parcels.fields.account')}</Table.Th>
                <Table.Th>{t('sharing.parcels.sharing')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {parcels.map((parcel) => (
                <Table.Tr key={parcel.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('sharing.parcels.select', { label: parcel.label })}
                      checked={selected.includes(parcel.id)}
                      onChange={() => toggle(parcel.id)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={paths.parcel(parcel.id)} size="sm">
                      {parcel.label}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{parcel.accountName}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {parcel.sharingMode.map((mode) => (
                        <Badge key={mode} variant="light" size="sm">
                          {t(`parcel.sharing-modes.${mode}`)}
                        </Badge>
                      ))}
                      {parcel.sharedEmails.length > 0 && (
                        <Text size="xs" c="dimmed">
                          {parcel.sharedEmails.join(', ')}
                        </Text>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      <Modal
        opened={isSharing}
        onClose={() => setSharing(false)}
        title={t('sharing.parcels.share', { count: selected.length })}
        centered
      >
        <form
          aria-label={t('sharing.parcels.share', { count: selected.length })}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const request = sharingRequestSchema.safeParse({ parcelIds: selected, emails });
            if (!request.success) {
              setEmailError(translate(request.error.issues[0]?.message ?? 'errors.invalid-value'));
              return;
            }
            setEmailError(undefined);
            submit(request.data);
          }}
        >
          <Stack gap="md">
            <EmailsInput
              value={emails}
              onChange={setEmails}
              data-autofocus
              error={emailError ?? (serverIssue ? translate(serverIssue.message) : undefined)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setSharing(false)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={isSaving}>
                {t('sharing.parcels.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
};
