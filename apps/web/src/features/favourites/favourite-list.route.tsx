import { idParams } from '@console/domain/api/id-params';
import { favouriteEndpoints } from '@console/domain/favourite/favourite.endpoints';
import {
  favouriteInputSchema,
  type FavouriteInput,
  type FavouriteListItem,
  type FavouriteListQuery,
} from '@console/domain/favourite/favourite.schema';
import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconStarOff } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import { api } from '../../api/api';
import { getFieldIssues, isApiError } from '../../api/api-error';
import { paths } from '../../paths';
import { readPayload } from '../../ui/action-payload';
import { SearchFilter } from '../../ui/filter-panel';
import { ListEmptyState } from '../../ui/list-empty-state';
import { refusedSave, useFormAction, type FormActionResult } from '../../ui/use-form-action';
import { useListUrl } from '../../ui/use-list-url';
import { usePagedRows } from '../../ui/use-paged-rows';
import { toFavouriteInput } from './favourite-values';
import { readFavouriteListQuery, toFavouriteListSearch } from './favourite-list-query';
import { FavouriteTable, type FavouriteRowActions } from './favourite-table';

const fetchPage = (query: FavouriteListQuery, start: number, signal: AbortSignal) =>
  api.call(favouriteEndpoints.list, { query: { ...query, start }, signal });

export const loader = async ({ request }: LoaderFunctionArgs) => {
  const query = readFavouriteListQuery(new URL(request.url).searchParams);
  return { query, page: await fetchPage(query, 0, request.signal) };
};

/** What a row's buttons send: a flag switched (the whole favourite, as the API takes it), a copy, a deletion. */
const favouriteIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('update'), id: idParams.shape.id, input: favouriteInputSchema }),
  z.object({ intent: z.literal('duplicate'), input: favouriteInputSchema }),
  z.object({ intent: z.literal('delete'), id: idParams.shape.id }),
]);
/** As the buttons send it: the favourite as the API takes it, its defaults unapplied. */
type FavouriteIntent = z.input<typeof favouriteIntentSchema>;

/** The copy's name is taken too (a copy made before): a sentence of its own, the list has no name field. */
const COPY_NAME_TAKEN = 'favourites.duplicate.name-taken';

/** A copy refused with 409: its name is taken, or the user keeps as many favourites as there may be. */
const copyRefusal = (error: unknown): string => {
  const message = getFieldIssues(error)[0]?.message;
  return message && message !== 'favourite.form.errors.name-taken' ? message : COPY_NAME_TAKEN;
};

export const action = async ({ request }: ActionFunctionArgs): Promise<FormActionResult> => {
  const body = await readPayload(request, favouriteIntentSchema);
  const { signal } = request;
  try {
    if (body.intent === 'delete') await api.call(favouriteEndpoints.remove, { params: { id: body.id }, signal });
    else if (body.intent === 'update')
      await api.call(favouriteEndpoints.update, { params: { id: body.id }, body: body.input, signal });
    else await api.call(favouriteEndpoints.create, { body: body.input, signal });
    return { ok: true };
  } catch (error) {
    if (body.intent === 'duplicate' && isApiError(error) && error.status === 409)
      return { ok: false, issues: [], failure: copyRefusal(error) };
    return { ...refusedSave(error, 'Favourite change'), issues: [] };
  }
};

/** /favourites: the user's saved territories, server-paged, searched by name, each starred, watched or copied. */
export const Component = () => {
  const { t } = useTranslation();
  const routerNavigate = useNavigate();
  const { query, page } = useLoaderData<typeof loader>();
  const { navigate, reset, isReloading } = useListUrl(query, toFavouriteListSearch);
  const loadPage = useCallback((start: number, signal: AbortSignal) => fetchPage(query, start, signal), [query]);
  const rows = usePagedRows(page, loadPage);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<FavouriteListItem | null>(null);

  const change = useFormAction(() => setBusyId(null));
  const duplicate = useFormAction(() => {
    setBusyId(null);
    notifications.show({ color: 'green', message: t('favourites.duplicate.done') });
  });
  const remove = useFormAction(() => {
    setToDelete(null);
    notifications.show({ color: 'green', message: t('favourites.delete.done') });
  });
  const isBusy = change.isSaving || duplicate.isSaving;

  const update = (favourite: FavouriteListItem, flags: Partial<Pick<FavouriteInput, 'isFavourite' | 'isWatched'>>) => {
    setBusyId(favourite.id);
    change.submit({
      intent: 'update',
      id: favourite.id,
      input: { ...toFavouriteInput(favourite), ...flags },
    } satisfies FavouriteIntent);
  };
  const actions: FavouriteRowActions = {
    toggleStar: (favourite) => update(favourite, { isFavourite: !favourite.isFavourite }),
    toggleWatch: (favourite) => update(favourite, { isWatched: !favourite.isWatched }),
    duplicate: (favourite) => {
      setBusyId(favourite.id);
      duplicate.submit({
        intent: 'duplicate',
        input: {
          ...toFavouriteInput(favourite),
          name: t('favourites.duplicate.name', { name: favourite.name }),
          isFavourite: false,
        },
      } satisfies FavouriteIntent);
    },
    remove: setToDelete,
    busyId: isBusy ? busyId : null,
  };

  const hasSearch = Boolean(query.search);
  const empty = hasSearch ? (
    <ListEmptyState
      icon={<IconStarOff size={28} aria-hidden="true" />}
      title={t('favourites.empty.filtered-title')}
      description={t('favourites.empty.filtered-description')}
      reset={{ label: t('favourites.empty.clear'), onClick: reset }}
    />
  ) : (
    <ListEmptyState
      icon={<IconStarOff size={28} aria-hidden="true" />}
      title={t('favourites.empty.title')}
      description={t('favourites.empty.description')}
      reset={{ label: t('favourites.create'), onClick: () => void routerNavigate(paths.favouriteNew()) }}
    />
  );

  return (
    <Stack gap="md" p={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" align="center">
        <Title order={1}>{t('pages.favourites')}</Title>
        <Button component={Link} to={paths.favouriteNew()} leftSection={<IconPlus size={18} aria-hidden="true" />}>
          {t('favourites.create')}
        </Button>
      </Group>
      <Group align="flex-end" justify="space-between" gap="md">
        <SearchFilter
          label={t('favourites.search')}
          placeholder={t('favourites.search-placeholder')}
          value={query.search}
          onChange={(search) => navigate({ ...query, search }, true)}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('favourites.total', { count: page.total })}
        </Text>
      </Group>
      <FavouriteTable
        rows={rows}
        sort={{ field: query.sort, order: query.order }}
        onSortChange={(sort) => navigate({ ...query, sort: sort.field, order: sort.order })}
        actions={actions}
        isLoading={isReloading}
        empty={empty}
      />
      <Modal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t('favourites.delete.confirm-title', { name: toDelete?.name ?? '' })}
        centered
      >
        <Text mb="lg">{t('favourites.delete.confirm')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setToDelete(null)} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isSaving}
            onClick={() => toDelete && remove.submit({ intent: 'delete', id: toDelete.id } satisfies FavouriteIntent)}
          >
            {t('favourites.delete.button')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
};
