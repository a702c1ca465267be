import {
  TICKET_CATEGORIES,
  TICKET_DESKS,
  TICKET_STATUSES,
  type TicketCategory,
  type TicketDesk,
  type TicketListQuery,
  type TicketStatus,
} from '@console/domain/support/ticket.schema';
import { MultiSelect, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FilterPanel } from '../../ui/filter-panel';
import { countActiveTicketFilters } from './ticket-list-query';

type TicketFiltersProps = {
  query: TicketListQuery;
  /** Desk members sort their queue by desk; a requester's tickets need no such filter. */
  withDesk: boolean;
  onChange: (change: Partial<TicketListQuery>) => void;
  onReset: () => void;
};

/** The /support/tickets filters: status, category and, for a desk, which desk holds the ticket. */
export const TicketFilters = ({ query, withDesk, onChange, onReset }: TicketFiltersProps) => {
  const { t } = useTranslation();
  const activeCount = countActiveTicketFilters(query);
  const status = (
    <MultiSelect
      label={t('support.filters.status')}
      placeholder={query.status?.length ? undefined : t('support.filters.all')}
      data={TICKET_STATUSES.map((value) => ({ value, label: t(`support.statuses.${value}`) }))}
      value={query.status ?? []}
      onChange={(value) => onChange({ status: value as TicketStatus[] })}
      clearable
      size="sm"
    />
  );
  const fields = (
    <>
      <MultiSelect
        label={t('support.filters.category')}
        placeholder={query.category?.length ? undefined : t('support.filters.all')}
        data={TICKET_CATEGORIES.map((value) => ({ value, label: t(`support.categories.${value}`) }))}
        value={query.category ?? []}
        onChange={(value) => onChange({ category: value as TicketCategory[] })}
        clearable
        size="sm"
      />
      {withDesk && (
        <Select
          label={t('support.filters.desk')}
          placeholder={t('support.filters.all')}
          data={TICKET_DESKS.map((value) => ({ value, label: t(`support.desks.${value}`) }))}
          value={query.desk ?? null}
          onChange={(value) => onChange({ desk: (value as TicketDesk | null) ?? undefined })}
          clearable
          size="sm"
        />
      )}
    </>
  );
  return (
    <FilterPanel
      title={t('support.filters.title')}
      lead={status}
      fields={fields}
      extra={null}
      activeCount={activeCount}
      onReset={onReset}
      moreLabel={t('support.filters.more', { count: activeCount })}
      resetLabel={t('support.filters.reset')}
    />
  );
};
