import { z } from 'zod';
import type { AccountType } from '../account/account-type.ts';

export const RIGHTS = ['no-access', 'read-only', 'full-access'] as const;
export const rightSchema = z.enum(RIGHTS);
export type Right = z.infer<typeof rightSchema>;

export const ACCESS_KEYS = [
  'dashboardQos',
  'dashboardMaintenance',
  'dashboardUsage',
  'parcels',
  'sensors',
  'defaults',
  'parcelSharing',
  'providerAccounts',
  'farmerAccounts',
  'users',
  'subscriptions',
  'myUsers',
  'roles',
  'myAccount',
  'configuration',
] as const;
export const accessKeySchema = z.enum(ACCESS_KEYS);
export type AccessKey = z.infer<typeof accessKeySchema>;

export const rightsSchema = z.record(accessKeySchema, rightSchema);
export type Rights = z.infer<typeof rightsSchema>;

/** The access keys each account type may be granted at all (spec point 6); the others stay no-access. */
export const ACCESS_KEYS_BY_ACCOUNT_TYPE: Record<AccountType, readonly AccessKey[]> = {
  // Staff hold every key but their own account's: the manufacturer account is not managed from the console.
  desangosse: ACCESS_KEYS.filter((key) => key !== 'myAccount'),
  provider: [
    'parcels',
    'sensors',
    'defaults',
    'parcelSharing',
    'farmerAccounts',
    'users',
    'subscriptions',
    'myUsers',
    'myAccount',
    'configuration',
  ],
  farmer: ['parcels', 'sensors', 'defaults', 'myUsers', 'myAccount', 'configuration'],
  anonymous: [],
};

/** Default rights of an account type's admin role: full access to every key the type may hold. */
export const defaultRights = (accountType: AccountType): Rights =>
  Object.fromEntries(
    ACCESS_KEYS.map((key) => [
      key,
      ACCESS_KEYS_BY_ACCOUNT_TYPE[accountType].includes(key) ? 'full-access' : 'no-access',
    ]),
  ) as Rights;

export const canAccessRight = (right: Right | undefined): boolean => right === 'read-only' || right === 'full-access';
export const canEditRight = (right: Right | undefined): boolean => right === 'full-access';
