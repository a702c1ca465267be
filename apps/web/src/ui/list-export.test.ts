import { accountEndpoints } from '@console/domain/account/account.endpoints';
import { dashboardEndpoints } from '@console/domain/dashboard/dashboard.endpoints';
import { parcelEndpoints } from '@console/domain/parcel/parcel.endpoints';
import { userEndpoints } from '@console/domain/user/user.endpoints';
import { describe, expect, it } from 'vitest';
import { listNameOf } from './list-export';

describe('list exports', () => {
  it('name the list after its export path, for the analytics and the file name the server does not give', () => {
    expect(listNameOf(parcelEndpoints.export)).toBe('parcels');
    expect(listNameOf(userEndpoints.export)).toBe('users');
    expect(listNameOf(accountEndpoints.farmer.export)).toBe('farmers');
    expect(listNameOf(accountEndpoints.provider.export)).toBe('providers');
    expect(listNameOf(dashboardEndpoints.export, { tab: 'sensors' })).toBe('sensors');
  });
});
