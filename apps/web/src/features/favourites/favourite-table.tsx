import type { FavouriteListItem, FavouriteListQuery } from '@console/domain/favourite/favourite.schema';
import { ActionIcon, Anchor, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconBell,
  IconBellRingingFilled,
  IconCopy,
  IconPencil,
  IconStar,
  IconStarFilled,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { PagedTable, type ListSort, type TableColumn } from '../../ui/paged-table';
import type { PagedRows } from '../../ui/use-paged-rows';
import { summarizeTerritory } from './territory-summary';

type SortField = FavouriteListQuery['sort'];

/** What a row's buttons do; each names the favourite it acts on. */
export type FavouriteRowActions = {
  toggleStar: (favourite: FavouriteListItem) => void;
  toggleWatch: (favourite: FavouriteListItem) => void;
  duplicate: (favourite: FavouriteListItem) => void;
  remove: (favourite: FavouriteListItem) => void;
  /** The favourite whose change is being saved: its buttons wait. */
  busyId: string | null;
};

/** "2 postal zones · all accounts · 3 advanced criteria": what the favourite covers, in a line. */
const CoversSummary = ({ favourite }: { favourite: FavouriteListItem }) => {
  const { t } = useTranslation();
  const summary = summarizeTerritory(favourite);
  const parts = [
    summary.zones > 0 ? t('favourites.summary.zones', { count: summary.zones }) : t('favourites.summary.all-zones'),
    summary.accounts === null
      ? t('favourites.summary.all-accounts')
      : t('favourites.summary.accounts', { count: summary.accounts }),
    ...(summary.criteria > 0 ? [t('favourites.summary.criteria', { count: summary.criteria })] : []),
  ];
  return <Text size="sm">{parts.join(' · ')}</Text>;
};

/** "N parcels · M sensors", and a warning when the favourite reaches nothing at all. */
const Reach = ({ favourite }: { favourite: FavouriteListItem }) => {
  const { t } = useTranslation();
  const { parcels, sensors } = favourite.coverage;
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm">
        {t('favourites.coverage.parcels', { count: parcels })} · {t('favourites.coverage.sensors', { count: sensors })}
      </Text>
      {parcels === 0 && sensors === 0 && (
        <Badge color="orange" variant="light" size="sm">
          {t('favourites.coverage.nothing')}
        </Badge>
      )}
    </Group>
  );
};

/** A toggle or a plain button with its name as a tooltip; the name is also the accessible one. */
const RowButton = ({
  label,
  onClick,
  isPressed,
  isBusy,
  color,
  children,
}: {
  label: string;
  onClick: () => void;
  isPressed?: boolean;
  isBusy: boolean;
  color?: string;
  children: ReactNode;
}) => (
  <Tooltip label={label} withArrow openDelay={300}>
    <ActionIcon
      variant="subtle"
      color={color ?? 'gray'}
      size="lg"
      aria-label={label}
      aria-pressed={isPressed}
      onClick={onClick}
      disabled={isBusy}
    >
      {children}
    </ActionIcon>
  </Tooltip>
);

const StarButton = ({ favourite, actions }: { favourite: FavouriteListItem; actions: FavouriteRowActions }) => {
  const { t } = useTranslation();
  return (
    <RowButton
      label={t('favourites.actions.star', { name: favourite.name })}
      isPressed={favourite.isFavourite}
      isBusy={actions.busyId === favourite.id}
      color={favourite.isFavourite ? 'yellow.8' : 'gray'}
      onClick={() => actions.toggleStar(favourite)}
    >
      {favourite.isFavourite ? (
        <IconStarFilled size={20} aria-hidden="true" />
      ) : (
        <IconStar size={20} aria-hidden="true" />
      )}
    </RowButton>
  );
};

const NameLink = ({ favourite }: { favourite: FavouriteListItem }) => (
  <Anchor component={Link} to={paths.favourite(favourite.id)} fw={600} size="sm">
    {favourite.name}
  </Anchor>
);

const OtherButtons = ({ favourite, actions }: { favourite: FavouriteListItem; actions: FavouriteRowActions }) => {
  const { t } = useTranslation();
  const isBusy = actions.busyId === favourite.id;
  const name = favourite.name;
  return (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      <RowButton
        label={t('favourites.actions.watch', { name })}
        isPressed={favourite.isWatched}
        isBusy={isBusy}
        color={favourite.isWatched ? 'blue' : 'gray'}
        onClick={() => actions.toggleWatch(favourite)}
      >
        {favourite.isWatched ? (
          <IconBellRingingFilled size={20} aria-hidden="true" />
        ) : (
          <IconBell size={20} aria-hidden="true" />
        )}
      </RowButton>
      <Tooltip label={t('favourites.actions.edit', { name })} withArrow openDelay={300}>
        <ActionIcon
          component={Link}
          to={paths.favourite(favourite.id)}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('favourites.actions.edit', { name })}
        >
          <IconPencil size={20} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <RowButton
        label={t('favourites.actions.duplicate', { name })}
        isBusy={isBusy}
        onClick={() => actions.duplicate(favourite)}
      >
        <IconCopy size={20} aria-hidden="true" />
      </RowButton>
      <RowButton
        label={t('favourites.actions.delete', { name })}
        isBusy={isBusy}
        color="red"
        onClick={() => actions.remove(favourite)}
      >
        <IconTrash size={20} aria-hidden="true" />
      </RowButton>
    </Group>
  );
};

type FavouriteTableProps = {
  rows: PagedRows<FavouriteListItem>;
  sort: ListSort<SortField>;
  onSortChange: (sort: ListSort<SortField>) => void;
  actions: FavouriteRowActions;
  isLoading: boolean;
  empty: ReactNode;
};

/** The /favourites rows: a table from the medium breakpoint up, cards below it. */
export const FavouriteTable = ({ rows, sort, onSortChange, actions, isLoading, empty }: FavouriteTableProps) => {
  const { t } = useTranslation();
  const columns: TableColumn<FavouriteListItem, SortField>[] = [
    {
      key: 'name',
      header: t('favourites.fields.name'),
      sortField: 'name',
      render: (favourite) => (
        <Group gap="xs" wrap="nowrap">
          <StarButton favourite={favourite} actions={actions} />
          <NameLink favourite={favourite} />
        </Group>
      ),
    },
    {
      key: 'covers',
      header: t('favourites.fields.covers'),
      render: (favourite) => <CoversSummary favourite={favourite} />,
    },
    { key: 'reach', header: t('favourites.fields.reach'), render: (favourite) => <Reach favourite={favourite} /> },
    {
      key: 'actions',
      header: t('favourites.fields.actions'),
      align: 'right',
      render: (favourite) => <OtherButtons favourite={favourite} actions={actions} />,
    },
  ];

  const renderCard = (favourite: FavouriteListItem) => (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <StarButton favourite={favourite} actions={actions} />
          <NameLink favourite={favourite} />
        </Group>
        <CoversSummary favourite={favourite} />
        <Reach favourite={favourite} />
        <OtherButtons favourite={favourite} actions={actions} />
      </Stack>
    </Paper>
  );

  return (
    <PagedTable
      label={t('favourites.list-label')}
      rows={rows}
      columns={columns}
      sort={sort}
      onSortChange={onSortChange}
      getRowKey={(favourite) => favourite.id}
      renderCard={renderCard}
      empty={empty}
      isLoading={isLoading}
      rowHeight={61}
      cardHeight={190}
    />
  );
};
