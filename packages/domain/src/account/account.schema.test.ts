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
const input: CreateAccountInput = { account: { name: 'GAEC des Prés', postalAddress }, admin };

describe('createAccountInputSchema', () => {
  it('takes the account and an admin user without accountId and accountType', () => {
    const parsed = createAccountInputSchema.parse({
      ...input,
      admin: { ...admin, accountId: '1c5a9f0e-4d66-4d2d-8b9f-3a2a7a2c3d4e', accountType: 'farmer' },
    });
    expect(parsed).toEqual(input);
  });

  it('lets the admin role default', () => {
    const { roleId: _roleId, ...withoutRole } = admin;
    expect(createAccountInputSchema.safeParse({ ...input, admin: withoutRole }).success).toBe(true);
  });

  it('requires the admin and a name', () => {
    expect(createAccountInputSchema.safeParse({ account: input.account }).success).toBe(false);
    expect(
      createAccountInputSchema.safeParse({ ...input, account: { ...input.account, name: '' } }).error?.issues,
    ).toMatchObject([{ path: ['account', 'name'] }]);
  });

  it('checks the admin e-mail', () => {
    expect(
      createAccountInputSchema.safeParse({ ...input, admin: { ...admin, email: 'anne' } }).error?.issues,
    ).toMatchObject([{ path: ['admin', 'email'], message: 'errors.email-format' }]);
  });

  it('takes an optional 14-digit SIRET', () => {
    const withSiret = (siret: string) => ({ ...input, account: { ...input.account, siret } });
    expect(createAccountInputSchema.safeParse(withSiret('73282932000074')).success).toBe(true);
    expect(createAccountInputSchema.safeParse(withSiret('7328293200007')).error?.issues).toMatchObject([
      { path: ['account', 'siret'], message: 'account.form.errors.siret.format' },
    ]);
  });
});

describe('updateAccountInputSchema', () => {
  it("requires the country, and the address's", () => {
    expect(updateAccountInputSchema.safeParse({ name: 'A', postalAddress }).success).toBe(false);
    expect(updateAccountInputSchema.safeParse({ name: 'A', postalAddress, country: 'FR' }).success).toBe(true);
    expect(updateAccountInputSchema.safeParse({ name: 'A', postalAddress, country: 'ES' }).error?.issues).toMatchObject(
      [{ path: ['country'], message: 'account.form.errors.country-mismatch' }],
    );
  });
});

describe('updateAccountProfileInputSchema', () => {
  it('keeps name, siret and postal address only', () => {
    expect(
      updateAccountProfileInputSchema.parse({ name: 'A', siret: '73282932000074', postalAddress, comment: 'dropped' }),
    ).toEqual({ name: 'A', siret: '73282932000074', postalAddress });
  });
});
