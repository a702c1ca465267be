import { describe, expect, it } from 'vitest';
import { buildQueryString } from '../../api/query-string';
import { openingPageQuery, parcelPageQuery } from './parcel-list-page';
import { countActiveFilters, readParcelListQuery, toParcelListFilter, toParcelListSearch } from './parcel-list-query';

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
    expect(toParcelListSearch(readParcelListQuery(new URLSearchParams('sort=label&order=asc'))).toString()).toBe('');
  });

  it('keeps "without a sensor" apart from "any", which the URL leaves out', () => {
    expect(toParcelListSearch(readParcelListQuery(new URLSearchParams('withSensor=false'))).toString()).toBe(
      'withSensor=false',
    );
    expect(countActiveFilters(readParcelListQuery(new URLSearchParams('withSensor=false')))).toBe(1);
  });

  it('round-trips every filter and a non-default sort through the URL', () => {
    const search =
      'search=Champ&cropTypes=colza&cropTypes=mais&stages=f2&riskLevels=high&soilTypes=argilo-calcaire' +
      '&accountId=6f1c2b8e-3a5d-4c7e-9b1a-2d3e4f5a6b7c&withSensor=true&missingInfoOnly=true&sort=size&order=desc';
    const query = readParcelListQuery(new URLSearchParams(search));
    expect(toParcelListSearch(query).toString()).toBe(search);
    expect(toParcelListFilter(query)).not.toHaveProperty('sort');
    expect(countActiveFilters(query)).toBe(8);
  });

  it('keeps the favourite in the URL, apart from the panel’s filters', () => {
    const search = 'riskLevels=high&favouriteId=6f1c2b8e-3a5d-4c7e-9b1a-2d3e4f5a6b7c';
    const query = readParcelListQuery(new URLSearchParams(search));
    expect(toParcelListSearch(query).toString()).toBe(search);
    expect(toParcelListFilter(query)).toHaveProperty('favouriteId', '6f1c2b8e-3a5d-4c7e-9b1a-2d3e4f5a6b7c');
    expect(countActiveFilters(query)).toBe(1);
  });

  it('opens on the very page the list asks for without filters, so the early answer is taken', () => {
    const favouriteId = '0b9f9d5e-8a51-4c57-9a37-1f0b8c1f2a10';
    // As the loader asks: the URL's query, with the favourite it settled on.
    const asked = (search: string, favourite: string | undefined) =>
      buildQueryString(
        parcelPageQuery({ ...readParcelListQuery(new URLSearchParams(search)), favouriteId: favourite }, 0),
      );
    expect(buildQueryString(openingPageQuery(undefined))).toBe(asked('', undefined));
    expect(buildQueryString(openingPageQuery(favouriteId))).toBe(asked(`favouriteId=${favouriteId}`, favouriteId));
    expect(buildQueryString(openingPageQuery(favouriteId))).toBe(asked('', favouriteId));
    expect(buildQueryString(openingPageQuery(undefined))).not.toBe(asked('sort=size', undefined));
  });
});
