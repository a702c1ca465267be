import { describe, expect, it } from 'vitest';
import { filterShape } from './list-shape.ts';

describe('filterShape', () => {
  it('keeps which fields are set and the value of each yes/no field, not the other values', () => {
    expect(filterShape({ search: 'clos', states: ['EnService'], faultyOnly: true, withParcel: false })).toEqual({
      search: true,
      states: true,
      faultyOnly: true,
      withParcel: false,
    });
    expect(
      filterShape({ search: 'champ', states: ['Vol', 'Maintenance'], faultyOnly: true, withParcel: false }),
    ).toEqual(filterShape({ search: 'clos', states: ['EnService'], faultyOnly: true, withParcel: false }));
  });

  it('leaves out what filters nothing: absent fields, an empty search, an empty list', () => {
    expect(filterShape({ search: '', states: [], accountId: undefined })).toEqual({});
  });
});
