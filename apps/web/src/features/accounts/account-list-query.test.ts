import { describe, expect, it } from 'vitest';
import { countActiveAccountFilters, readAccountListQuery, toAccountListSearch } from './account-list-query';

const PROVIDER_ID = '0b4f8f9e-3c55-4c1c-9a8e-2f1f6f1b2c3d';

describe('account list query', () => {
  it('reads the filters and sort of the URL, ignoring values the API would refuse', () => {
    const params = new URLSearchParams(`search=gaec&country=DE&providerId=${PROVIDER_ID}&sort=createdAt&order=desc`);
    expect(readAccountListQuery(params, 'farmer')).toEqual({
      start: 0,
      search: 'gaec',
      country: 'DE',
      providerId: PROVIDER_ID,
      sort: 'createdAt',
      order: 'desc',
    });
    expect(readAccountListQuery(new URLSearchParams('country=IT&sort=city'), 'farmer')).toEqual({
      start: 0,
      sort: 'name',
      order: 'asc',
    });
  });

  it('drops the provider filter on the providers list', () => {
    const query = readAccountListQuery(new URLSearchParams(`providerId=${PROVIDER_ID}`), 'provider');
    expect(query.providerId).toBeUndefined();
    expect(countActiveAccountFilters(query)).toBe(0);
  });

  it('writes only what differs from the unfiltered list by name', () => {
    expect(toAccountListSearch({ start: 50, sort: 'name', order: 'asc', search: ' ' }).toString()).toBe('');
    expect(toAccountListSearch({ start: 0, sort: 'createdAt', order: 'desc', country: 'UK' }).toString()).toBe(
      'country=UK&sort=createdAt&order=desc',
    );
  });
});
