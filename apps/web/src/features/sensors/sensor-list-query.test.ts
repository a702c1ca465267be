import { describe, expect, it } from 'vitest';
import { countActiveFilters, readSensorListQuery, toSensorListFilter, toSensorListSearch } from './sensor-list-query';

describe('sensor list query in the URL', () => {
  it('reads filters with repeated names, the flag and the sort', () => {
    const query = readSensorListQuery(
      new URLSearchParams(
        'search=SLG-FR&states=Defaut&states=Vol&tags=bio&faultyOnly=true&sort=lastContactAt&order=desc',
      ),
    );
    expect(query).toEqual({
      start: 0,
      search: 'SLG-FR',
      states: ['Defaut', 'Vol'],
      tags: ['bio'],
      faultyOnly: true,
      sort: 'lastContactAt',
      order: 'desc',
    });
  });

  it('ignores values the API would refuse instead of failing the page', () => {
    const query = readSensorListQuery(new URLSearchParams('states=Broken&sort=colour&usages=renting&accountId=nope'));
    expect(query).toEqual({ start: 0, sort: 'serialNumber', order: 'asc', usages: ['renting'] });
  });

  it('writes back only what differs from an empty filter and the default sort', () => {
    const query = readSensorListQuery(new URLSearchParams('states=Defaut&states=Vol&faultyOnly=false&order=asc'));
    expect(toSensorListSearch(query).toString()).toBe('states=Defaut&states=Vol');
    expect(toSensorListSearch({ ...query, search: '  ', sort: 'batteryVoltage', order: 'desc' }).toString()).toBe(
      'states=Defaut&states=Vol&sort=batteryVoltage&order=desc',
    );
  });

  it('round-trips through the URL', () => {
    const search = 'search=SLG&usages=selling&tags=bio&tags=essai&faultyOnly=true&sort=state&order=desc';
    expect(toSensorListSearch(readSensorListQuery(new URLSearchParams(search))).toString()).toBe(search);
  });

  it('keeps the reading ranges and the yes/no filters, a no and a zero bound included', () => {
    const search = 'batteryFrom=0&batteryTo=11.5&usbFillFrom=75&usbFillTo=100&subscribed=false&rented=true';
    const query = readSensorListQuery(new URLSearchParams(search));
    expect(query).toMatchObject({ batteryFrom: 0, batteryTo: 11.5, subscribed: false, rented: true });
    expect(toSensorListSearch(query).toString()).toBe(search);
    expect(countActiveFilters(query)).toBe(4);
  });

  it('drops a range bound the API would refuse, out of order or off the scale', () => {
    const query = readSensorListQuery(new URLSearchParams('batteryFrom=12&batteryTo=11&usbFillTo=101'));
    expect(toSensorListFilter(query)).toEqual({ batteryFrom: 12 });
  });

  it('separates the filter from paging and sort, and counts active filters', () => {
    const query = readSensorListQuery(new URLSearchParams('search=SLG&faultyOnly=true&sort=state'));
    expect(toSensorListFilter(query)).toEqual({ search: 'SLG', faultyOnly: true });
    expect(countActiveFilters(query)).toBe(2);
    expect(countActiveFilters(readSensorListQuery(new URLSearchParams()))).toBe(0);
  });
});
