import { PAGE_SIZE } from '@console/domain/list/list-query';
import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A server-paged list's page numbers (PAGE_SIZE rows a page), shown only when there is more than one page; its
 * controls are named in the user's language. `onStart` receives the first row of the chosen page.
 */
export const PagePagination = ({
  total,
  start,
  onStart,
}: {
  total: number;
  start: number;
  onStart: (start: number) => void;
}) => {
  const { t } = useTranslation();
  const pageCount = Math.ceil(total / PAGE_SIZE);
  if (pageCount <= 1) return null;
  return (
    <Pagination
      total={pageCount}
      value={Math.floor(start / PAGE_SIZE) + 1}
      onChange={(value) => onStart((value - 1) * PAGE_SIZE)}
      getControlProps={(control) => ({ 'aria-label': t(`outbox.pagination.${control}`) })}
    />
  );
};
