import { describe, expect, it } from 'vitest';
import { readRoleListQuery, toRoleListSearch } from './role-list-query';

describe('the /roles URL query', () => {
  it('reads the filters and sort, ignoring a value the API would refuse', () => {
    expect(readRoleListQuery(new URLSearchParams('search=adm&accountType=pirate&sort=accountType'))).toEqual({
      start: 0,
      search: 'adm',
      sort: 'accountType',
      order: 'asc',
    });
  });

  it('writes back only what differs from the unfiltered list', () => {
    const query = readRoleListQuery(new URLSearchParams('accountType=farmer'));
    expect(toRoleListSearch(query).toString()).toBe('accountType=farmer');
    expect(toRoleListSearch({ ...query, search: ' ', order: 'desc' }).toString()).toBe('accountType=farmer&order=desc');
  });
});
