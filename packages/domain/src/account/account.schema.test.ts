import { describe, expect, it } from 'vitest';
import {
  type CreateAccountInput,
  createAccountInputSchema,
  updateAccountInputSchema,
  updateAccountProfileInputSchema,
} from './account.schema.ts';

const postalAddress = { firstLine: '1 rue des Champs', postalCode: '44000', city: 'Nantes', country: 'FR' } as const;
const admin = {
  firstName: 'Anne',
  lastName: 'Martin',
  email: 'anne.martin@example.com',
  language: 'fr',
  roleId: '0b4f8f9e-3c55-4c1c-9a8e-2f1f6f1b2c3d',
} as const;
const account: CreateAccountInput = { name: 'GAEC des Prés', postalAddress, admin };

describe('createAccountInputSchema', () => {
  it('takes an admin user without accountId and accountType', () => {
    const parsed = createAccountInputSchema.parse({
      ...account,
      admin: { ...admin, accountId: '1c5a9f0e-4d66-4d2d-8b9f-3a2a7a2c3d4e', accountType: 'farmer' },
    });
    expect(parsed.admin).toEqual(admin);
  });

  it('requires the admin and a name', () => {
    const { admin: _admin, ...withoutAdmin } = account;
    expect(createAccountInputSchema.safeParse(withoutAdmin).success).toBe(false);
    expect(createAccountInputSchema.safeParse({ ...account, name: '' }).success).toBe(false);
  });

  it('checks the admin e-mail', () => {
    expect(
      createAccountInputSchema.safeParse({ ...account, admin: { ...admin, email: 'anne' } }).error?.issues,
    ).toMatchObject([{ path: ['admin', 'email'], message: 'errors.email-format' }]);
  });

  it('takes an optional 14-digit SIRET', () => {
    expect(createAccountInputSchema.safeParse({ ...account, siret: '73282932000074' }).success).toBe(true);
    expect(createAccountInputSchema.safeParse({ ...account, siret: '7328293200007' }).error?.issues).toMatchObject([
      { path: ['siret'], message: 'account.form.errors.siret.format' },
    ]);
  });
});

describe('updateAccountInputSchema', () => {
  it('requires the country', () => {
    expect(updateAccountInputSchema.safeParse({ name: 'A', postalAddress }).success).toBe(false);
    expect(updateAccountInputSchema.safeParse({ name: 'A', postalAddress, country: 'ES' }).success).toBe(true);
  });
});

describe('updateAccountProfileInputSchema', () => {
  it('keeps name, siret and postal address only', () => {
    expect(
      updateAccountProfileInputSchema.parse({ name: 'A', siret: '73282932000074', postalAddress, comment: 'dropped' }),
    ).toEqual({ name: 'A', siret: '73282932000074', postalAddress });
  });
});
