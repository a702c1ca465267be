import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpFrenchScreen, stubScreenWidth } from '../test/french-screen';
import { renderScreen } from '../test/render-screen';
import { profileOf } from '../test/test-profile';
import { type ListSort, PagedTable, type TableColumn } from './paged-table';

type Row = { id: string; name: string; town: string; tags: string };
type SortField = 'name' | 'town';

const ROWS: Row[] = [{ id: '1', name: 'Le Grand Clos', town: 'Nérac', tags: 'colza' }];

const COLUMNS: TableColumn<Row, SortField>[] = [
  { key: 'name', header: 'Nom', sortField: 'name', render: (row) => row.name },
  { key: 'town', header: 'Ville', sortField: 'town', visibleFrom: 'lg', render: (row) => row.town },
  { key: 'tags', header: 'Étiquettes', visibleFrom: 'xl', render: (row) => row.tags },
];

const renderTable = async (width: number, sort: ListSort<SortField> = { field: 'name', order: 'asc' }) => {
  stubScreenWidth(width);
  const Screen = () => (
    <PagedTable
      label="Parcelles"
      rows={{ total: ROWS.length, getRow: (index) => ROWS[index], requestRows: () => undefined }}
      columns={COLUMNS}
      sort={sort}
      onSortChange={() => undefined}
      getRowKey={(row) => row.id}
      renderCard={(row) => row.name}
      empty={null}
    />
  );
  renderScreen({ path: '/', Component: Screen }, '/', profileOf('farmer'));
  const table = await screen.findByRole('table', { name: 'Parcelles' });
  return within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
};

beforeAll(async () => {
  await setUpFrenchScreen();
  vi.stubGlobal('scrollTo', () => undefined);
});

afterEach(cleanup);

describe('a paged table on narrower screens', () => {
  it('shows every column on a wide screen', async () => {
    expect(await renderTable(1440)).toEqual(['Nom', 'Ville', 'Étiquettes']);
  });

  it('leaves out the columns meant for wider screens', async () => {
    expect(await renderTable(1280)).toEqual(['Nom', 'Ville']);
    cleanup();
    expect(await renderTable(1024)).toEqual(['Nom']);
  });

  it('keeps the column the rows are sorted by, whatever the screen', async () => {
    expect(await renderTable(1024, { field: 'town', order: 'desc' })).toEqual(['Nom', 'Ville']);
  });
});
