import type { SortOrder } from '@console/domain/list/list-query';
import { ActionIcon, Box, Group, Paper, Select, Skeleton, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MOBILE_HEADER_HEIGHT } from './layout-constants';
import { useIsMobile, useIsWiderThan } from './use-is-mobile';
import type { PagedRows } from './use-paged-rows';
import { useVirtualRows } from './use-virtual-rows';

export type ListSort<S extends string> = { field: S; order: SortOrder };

export type TableColumn<T, S extends string> = {
  key: string;
  header: string;
  /** The list's sort field behind this column; a column without one cannot be sorted. */
  sortField?: S;
  render: (row: T) => ReactNode;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
  /**
   * The narrowest screen that shows the column (Mantine breakpoints). Below it the column gives way, so that the
   * others keep their badges whole in the card without scrolling sideways; the row's page still shows it all.
   */
  visibleFrom?: 'lg' | 'xl';
};

type PagedTableProps<T, S extends string> = {
  /** Accessible name of the table. */
  label: string;
  rows: PagedRows<T>;
  columns: TableColumn<T, S>[];
  sort: ListSort<S>;
  onSortChange: (sort: ListSort<S>) => void;
  getRowKey: (row: T) => string;
  /** What a row looks like below the medium breakpoint. */
  renderCard: (row: T) => ReactNode;
  /** Shown instead of the table when the list is empty. */
  empty: ReactNode;
  /** True while a new filter or sort is being loaded: the rows on screen are stale. */
  isLoading?: boolean;
  rowHeight?: number;
  cardHeight?: number;
};

/** Clicking the current sort column flips the order; another column sorts ascending. */
export const nextSort = <S extends string>(current: ListSort<S>, field: S): ListSort<S> =>
  current.field === field ? { field, order: current.order === 'asc' ? 'desc' : 'asc' } : { field, order: 'asc' };

const SortIcon = ({ order }: { order: SortOrder | null }) => {
  if (order === 'asc') return <IconSortAscending size={16} aria-hidden="true" />;
  if (order === 'desc') return <IconSortDescending size={16} aria-hidden="true" />;
  return <IconArrowsSort size={16} aria-hidden="true" opacity={0.4} />;
};

/**
 * A server-paged list drawn as a virtual table on desktop and as virtual cards on mobile (spec points 2
 * and 9): rows whose page is still loading show placeholders, column headers sort.
 */
export const PagedTable = <T, S extends string>({
  label,
  rows,
  columns,
  sort,
  onSortChange,
  getRowKey,
  renderCard,
  empty,
  isLoading = false,
  rowHeight = 53,
  cardHeight = 160,
}: PagedTableProps<T, S>) => {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const widerThan = { lg: useIsWiderThan('lg'), xl: useIsWiderThan('xl') };
  // The column the list is sorted by stays, whatever the screen: its arrow says how the rows run.
  const shown = columns.filter(
    (column) => !column.visibleFrom || widerThan[column.visibleFrom] || column.sortField === sort.field,
  );
  const { listRef, items, paddingTop, paddingBottom, measureElement, isScrolling } = useVirtualRows({
    count: rows.total,
    estimateSize: isMobile ? cardHeight : rowHeight,
    onRangeChange: rows.requestRows,
  });
  const busyStyle = { opacity: isLoading ? 0.55 : 1, transition: 'opacity 150ms' };

  if (rows.total === 0) {
    return (
      <Box ref={listRef} style={busyStyle}>
        {empty}
      </Box>
    );
  }

  if (isMobile) {
    const sortable = columns.filter((column) => column.sortField);
    return (
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <Select
            aria-label={t('list.sort-by')}
            data={sortable.map((column) => ({ value: column.sortField as string, label: column.header }))}
            value={sort.field}
            onChange={(value) => value && onSortChange({ field: value as S, order: sort.order })}
            allowDeselect={false}
            size="sm"
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => onSortChange({ field: sort.field, order: sort.order === 'asc' ? 'desc' : 'asc' })}
            aria-label={t(sort.order === 'asc' ? 'list.sort-ascending' : 'list.sort-descending')}
          >
            <SortIcon order={sort.order} />
          </ActionIcon>
        </Group>
        <Box
          ref={listRef}
          role="list"
          aria-label={label}
          aria-busy={isLoading}
          style={{ ...busyStyle, pointerEvents: isScrolling ? 'none' : undefined }}
        >
          <div aria-hidden="true" style={{ height: paddingTop }} />
          {items.map((item) => {
            const row = rows.getRow(item.index);
            return (
              <Box
                key={row ? getRowKey(row) : `pending-${item.index}`}
                data-index={item.index}
                ref={measureElement}
                role="listitem"
                pb="sm"
              >
                {row ? (
                  renderCard(row)
                ) : (
                  <Paper withBorder radius="md" p="md" h={cardHeight - 12}>
                    <Skeleton h={18} w="40%" mb="sm" />
                    <Skeleton h={12} mb="xs" />
                    <Skeleton h={12} w="70%" />
                  </Paper>
                )}
              </Box>
            );
          })}
          <div aria-hidden="true" style={{ height: paddingBottom }} />
        </Box>
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" ref={listRef} style={busyStyle}>
      <Table
        stickyHeader
        stickyHeaderOffset={MOBILE_HEADER_HEIGHT}
        highlightOnHover
        verticalSpacing="sm"
        aria-label={label}
        aria-rowcount={rows.total + 1}
        aria-busy={isLoading}
      >
        <Table.Thead>
          <Table.Tr aria-rowindex={1}>
            {shown.map((column) => {
              const order = column.sortField && sort.field === column.sortField ? sort.order : null;
              return (
                <Table.Th
                  key={column.key}
                  w={column.width}
                  ta={column.align}
                  aria-sort={order ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {column.sortField ? (
                    <UnstyledButton
                      onClick={() => onSortChange(nextSort(sort, column.sortField as S))}
                      fw={600}
                      fz="sm"
                    >
                      <Group gap={4} wrap="nowrap" justify={column.align === 'right' ? 'flex-end' : undefined}>
                        {column.header}
                        <SortIcon order={order} />
                      </Group>
                    </UnstyledButton>
                  ) : (
                    <Text fw={600} fz="sm" span>
                      {column.header}
                    </Text>
                  )}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody style={{ pointerEvents: isScrolling ? 'none' : undefined }}>
          {paddingTop > 0 && <tr aria-hidden="true" style={{ height: paddingTop }} />}
          {items.map((item) => {
            const row = rows.getRow(item.index);
            return (
              <Table.Tr
                key={row ? getRowKey(row) : `pending-${item.index}`}
                data-index={item.index}
                ref={measureElement}
                aria-rowindex={item.index + 2}
              >
                {row ? (
                  shown.map((column) => (
                    <Table.Td key={column.key} ta={column.align}>
                      {column.render(row)}
                    </Table.Td>
                  ))
                ) : (
                  <Table.Td colSpan={shown.length}>
                    <Skeleton h={20} />
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
          {paddingBottom > 0 && <tr aria-hidden="true" style={{ height: paddingBottom }} />}
        </Table.Tbody>
      </Table>
    </Paper>
  );
};
