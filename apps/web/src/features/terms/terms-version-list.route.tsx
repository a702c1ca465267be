import { TERMS_KINDS, type TermsKind } from '@console/domain/terms/terms-version.schema';
import { Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconFileOff, IconPlus } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../paths';
import { isAllowed } from '../../session/access-rules';
import { useProfile } from '../../session/use-profile';
import { ListEmptyState } from '../../ui/list-empty-state';
import { useListUrl } from '../../ui/use-list-url';
import { usePagedRows } from '../../ui/use-paged-rows';
import { fetchTermsVersionPage, readTermsVersionListQuery, toTermsVersionListSearch } from './terms-version-list-query';
import { TermsVersionTable } from './terms-version-table';

export const loader = async ({ request }: LoaderFunctionArgs) => {
  const query = readTermsVersionListQuery(new URL(request.url).searchParams);
  return { query, page: await fetchTermsVersionPage(query, 0, request.signal) };
};

/** /settings/tos: the published versions of the terms of use and of the rent terms, and the way to publish one. */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { query, page } = useLoaderData<typeof loader>();
  const { navigate, isReloading } = useListUrl(query, toTermsVersionListSearch);
  const loadPage = useCallback(
    (start: number, signal: AbortSignal) => fetchTermsVersionPage(query, start, signal),
    [query],
  );
  const rows = usePagedRows(page, loadPage);

  return (
    <Stack gap="md" p={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" align="center">
        <Title order={1}>{t('pages.settings-tos')}</Title>
        {isAllowed('staff:edit:configuration', profile, {}) && (
          <Button
            component={Link}
            to={paths.settingsTosNew(query.kind)}
            leftSection={<IconPlus size={18} aria-hidden="true" />}
          >
            {t('terms-versions.publish')}
          </Button>
        )}
      </Group>
      <SegmentedControl
        aria-label={t('terms-versions.kind')}
        value={query.kind}
        onChange={(kind) => navigate({ ...query, kind: kind as TermsKind, start: 0 })}
        data={TERMS_KINDS.map((kind) => ({ value: kind, label: t(`terms-versions.kinds.${kind}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <Text c="dimmed" maw={760}>
        {t(`terms-versions.intro.${query.kind}`)}
      </Text>
      <TermsVersionTable
        kind={query.kind}
        rows={rows}
        sort={{ field: query.sort, order: query.order }}
        onSortChange={(sort) => navigate({ ...query, sort: sort.field, order: sort.order })}
        isLoading={isReloading}
        timeZone={profile.zoneId}
        empty={
          <ListEmptyState
            icon={<IconFileOff size={28} aria-hidden="true" />}
            title={t(`terms-versions.empty.${query.kind}-title`)}
            description={t(`terms-versions.empty.${query.kind}-description`)}
          />
        }
      />
    </Stack>
  );
};
