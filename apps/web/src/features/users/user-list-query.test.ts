import { describe, expect, it } from 'vitest';
import { countActiveUserFilters, readUserListQuery, toUserListSearch } from './user-list-query';

const ACCOUNT = '0b4f8f9e-3c55-4c1c-9a8e-2f1f6f1b2c3d';

describe('the users list URL', () => {
  it('reads filters and sort, and writes back only what differs from the defaults', () => {
    const query = readUserListQuery(new URLSearchParams(`state=invited&accountId=${ACCOUNT}&sort=email&order=desc`));
    expect(query).toMatchObject({ state: 'invited', accountId: ACCOUNT, sort: 'email', order: 'desc', start: 0 });
    expect(toUserListSearch(query).toString()).toBe(`state=invited&accountId=${ACCOUNT}&sort=email&order=desc`);
    expect(toUserListSearch(readUserListQuery(new URLSearchParams())).toString()).toBe('');
  });

  it('drops a value the API would refuse and keeps the others', () => {
    const query = readUserListQuery(new URLSearchParams('state=sleeping&roleId=nope&search=lea'));
    expect(query.state).toBeUndefined();
    expect(query.roleId).toBeUndefined();
    expect(query.search).toBe('lea');
    expect(countActiveUserFilters(query)).toBe(1);
  });
});
