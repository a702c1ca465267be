import { describe, expect, it } from 'vitest';
import { countActiveFilters, readParcelListQuery, toParcelListSearch } from './parcel-list-query';

describe('the parcel list URL', () => {
  it('reads filters and sort with the API schema, ignoring values it refuses', () => {
    const query = readParcelListQuery(
      new URLSearchParams(
        'riskLevels=high&riskLevels=medium&withSensor=false&cropTypes=banana&sort=riskLevel&order=desc',
      ),
    );
    expect(query).toMatchObject({
      riskLevels: ['high', 'medium'],
      withSensor: false,
      sort: 'riskLevel',
      order: 'desc',
    });
    expect(query.cropTypes).toBeUndefined();
    expect(countActiveFilters(query)).toBe(2);
  });

  it('writes back only what differs from an unfiltered list sorted by name', () => {
    expect(toParcelListSearch(readParcelListQuery(new URLSearchParams())).toString()).toBe('');
    const query = readParcelListQuery(new URLSearchParams('missingInfoOnly=true&search=la&start=50'));
    expect(toParcelListSearch(query).toString()).toBe('search=la&missingInfoOnly=true');
  });
});
